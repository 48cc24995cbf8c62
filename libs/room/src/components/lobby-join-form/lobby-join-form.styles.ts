import { styled } from 'styled-components';

export const StyledJoinForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;
