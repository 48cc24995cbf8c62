import { styled } from 'styled-components';

export const StyledStorage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: ${({ theme }) =>
    `${theme.size.border.thin} solid ${theme.color.border}`};
`;
