import { styled } from 'styled-components';

export const StyledNavTabs = styled.nav`
  border-bottom: ${({ theme }) =>
    `${theme.size.border.thin} solid ${theme.color.border}`};
  overflow-x: auto;
`;

export const StyledNavTabsList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.space[10]};
    padding: ${({ theme }) => `0 ${theme.space[3]}`};
    border-bottom: ${({ theme }) =>
      `${theme.size.border.thick} solid transparent`};
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
    white-space: nowrap;
  }

  a:hover {
    color: ${({ theme }) => theme.color.text};
  }

  a[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.text};
  }
`;
