import { styled } from 'styled-components';

export const StyledSupportCreator = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  background-color: ${({ theme }) => theme.color.primarySubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
`;
