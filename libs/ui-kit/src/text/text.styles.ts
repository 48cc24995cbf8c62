import { styled } from 'styled-components';
import type { RuumeTheme } from '../theme/theme';

export type TextSize = 'xs' | 'sm' | 'md' | 'lg';
export type TextTone =
  | 'default'
  | 'muted'
  | 'primary'
  | 'success'
  | 'warning'
  | 'danger';
export type TextWeight = keyof RuumeTheme['font']['weight'];
export type TextAlign = 'start' | 'center' | 'end';

const toneColor = (theme: RuumeTheme, tone: TextTone) =>
  ({
    default: theme.color.text,
    muted: theme.color.textMuted,
    primary: theme.color.primary,
    success: theme.color.success,
    warning: theme.color.warning,
    danger: theme.color.danger,
  })[tone];

export const StyledText = styled.p<{
  $size: TextSize;
  $tone: TextTone;
  $weight: TextWeight;
  $align?: TextAlign;
}>`
  font-size: ${({ theme, $size }) => theme.font.size[$size]};
  font-weight: ${({ theme, $weight }) => theme.font.weight[$weight]};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  color: ${({ theme, $tone }) => toneColor(theme, $tone)};
  text-align: ${({ $align }) => $align ?? 'inherit'};
`;
