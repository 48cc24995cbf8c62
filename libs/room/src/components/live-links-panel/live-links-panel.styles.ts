import { styled } from 'styled-components';
import { focusRing } from '@ruume/ui-kit';

export const StyledLinks = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[3]};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.primary};
    text-decoration: none;
    background: ${({ theme }) => theme.color.surfaceMuted};
    border-radius: ${({ theme }) => theme.radius.md};
    overflow-wrap: anywhere;
  }

  a:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
  }

  a:focus-visible {
    ${focusRing}
  }
`;
