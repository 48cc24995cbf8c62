import { styled } from 'styled-components';
import type { RuumeTheme } from '../theme/theme';

export type ProgressTone = 'primary' | 'success' | 'warning' | 'danger';
export type ProgressSize = keyof RuumeTheme['size']['progress'];

const toneColor = (theme: RuumeTheme, tone: ProgressTone) =>
  ({
    primary: theme.color.primary,
    success: theme.color.success,
    warning: theme.color.warning,
    danger: theme.color.danger,
  })[tone];

export const StyledProgress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const StyledHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledLabel = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text};
`;

export const StyledValue = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const StyledTrack = styled.div<{ $size: ProgressSize }>`
  position: relative;
  height: ${({ theme, $size }) => theme.size.progress[$size]};
  overflow: hidden;
  background-color: ${({ theme }) => theme.color.surfaceHover};
  border-radius: ${({ theme }) => theme.radius.full};
`;

// The width changes continuously, so it is a style attribute rather than a class per value.
export const StyledFill = styled.div.attrs<{ $percent: number }>(
  ({ $percent }) => ({
    style: { width: `${$percent}%` },
  }),
)<{ $tone: ProgressTone }>`
  height: 100%;
  background-color: ${({ theme, $tone }) => toneColor(theme, $tone)};
  border-radius: inherit;
  transition: width ${({ theme }) => theme.motion.duration.slow}
    ${({ theme }) => theme.motion.easing.standard};
`;
