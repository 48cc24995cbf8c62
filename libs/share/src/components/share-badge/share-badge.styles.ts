import { styled } from 'styled-components';

export const StyledShareBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.control.lg};
  height: ${({ theme }) => theme.size.control.lg};
  color: ${({ theme }) => theme.color.primary};
  background-color: ${({ theme }) => theme.color.primarySubtle};
  border-radius: ${({ theme }) => theme.radius.md};
`;
