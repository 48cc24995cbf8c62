import { styled } from 'styled-components';
import type { RuumeTheme } from '../theme/theme';

export type AvatarSize = keyof RuumeTheme['size']['avatar'];

const fontSize = (theme: RuumeTheme, size: AvatarSize) =>
  ({
    xs: theme.font.size.xs,
    sm: theme.font.size.xs,
    md: theme.font.size.sm,
    lg: theme.font.size.lg,
    xl: theme.font.size['3xl'],
  })[size];

// User-chosen colours arrive at runtime, so they go in a style attribute, not a class per colour.
export const StyledAvatar = styled.span.attrs<{
  $background: string;
  $color: string;
}>(({ $background, $color }) => ({
  style: { backgroundColor: $background, color: $color },
}))<{ $size: AvatarSize }>`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ theme, $size }) => theme.size.avatar[$size]};
  height: ${({ theme, $size }) => theme.size.avatar[$size]};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.full};
  font-size: ${({ theme, $size }) => fontSize(theme, $size)};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.none};
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.normal};
  user-select: none;
`;

export const StyledAvatarImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
