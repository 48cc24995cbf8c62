import { styled } from 'styled-components';
import type { RuumeTheme } from '../theme/theme';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const tones = (theme: RuumeTheme) => ({
  info: { bg: theme.color.infoSubtle, fg: theme.color.info },
  success: { bg: theme.color.successSubtle, fg: theme.color.success },
  warning: { bg: theme.color.warningSubtle, fg: theme.color.warning },
  danger: { bg: theme.color.dangerSubtle, fg: theme.color.danger },
});

export const StyledAlert = styled.div<{ $tone: AlertTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  background-color: ${({ theme, $tone }) => tones(theme)[$tone].bg};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.snug};

  & > svg {
    color: ${({ theme, $tone }) => tones(theme)[$tone].fg};
  }
`;

export const StyledAlertBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const StyledAlertTitle = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
