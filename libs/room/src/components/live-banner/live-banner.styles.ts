import { styled } from 'styled-components';

/** A line over the stage with words and maybe a button: reconnecting (warning), sound held (primary). */
export const StyledBanner = styled.div<{ $tone?: 'warning' | 'primary' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme, $tone = 'warning' }) =>
    $tone === 'warning'
      ? theme.color.warningSubtle
      : theme.color.primarySubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};

  strong {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;
