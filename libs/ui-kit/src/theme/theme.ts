import {
  breakpoint,
  color,
  font,
  motion,
  opacity,
  radius,
  shadow,
  size,
  space,
  zIndex,
} from './tokens';

export const theme = {
  color,
  space,
  font,
  radius,
  shadow,
  zIndex,
  breakpoint,
  motion,
  opacity,
  size,
} as const;

export type RuumeTheme = typeof theme;
export type SpaceToken = keyof RuumeTheme['space'];
export type ColorToken = keyof RuumeTheme['color'];
export type FontSizeToken = keyof RuumeTheme['font']['size'];
