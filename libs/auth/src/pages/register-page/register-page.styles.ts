import { styled } from 'styled-components';

export const StyledMailIcon = styled.div`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space[16]};
  height: ${({ theme }) => theme.space[16]};
  border-radius: ${({ theme }) => theme.radius.full};
  color: ${({ theme }) => theme.color.primary};
  background-color: ${({ theme }) => theme.color.primarySubtle};
`;
