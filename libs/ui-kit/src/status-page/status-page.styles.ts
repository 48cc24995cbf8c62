import { styled } from 'styled-components';

export const StyledStatusIcon = styled.div`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space[16]};
  height: ${({ theme }) => theme.space[16]};
  border-radius: ${({ theme }) => theme.radius.full};
  background-color: ${({ theme }) => theme.color.primarySubtle};
  color: ${({ theme }) => theme.color.primary};
`;
