import { styled } from 'styled-components';
import type { RuumeTheme } from '../theme/theme';

export type BadgeTone =
  | 'neutral'
  | 'primary'
  | 'success'
  | 'warning'
  | 'danger'
  | 'info';

const tones = (theme: RuumeTheme) => ({
  neutral: { bg: theme.color.surfaceMuted, fg: theme.color.textMuted },
  primary: { bg: theme.color.primarySubtle, fg: theme.color.primaryActive },
  success: { bg: theme.color.successSubtle, fg: theme.color.success },
  warning: { bg: theme.color.warningSubtle, fg: theme.color.warning },
  danger: { bg: theme.color.dangerSubtle, fg: theme.color.danger },
  info: { bg: theme.color.infoSubtle, fg: theme.color.info },
});

export const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[0]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.full};
  background-color: ${({ theme, $tone }) => tones(theme)[$tone].bg};
  color: ${({ theme, $tone }) => tones(theme)[$tone].fg};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  white-space: nowrap;
`;
