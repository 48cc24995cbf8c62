export * as tokens from './tokens';
export { theme } from './theme';
export type { DefaultTheme } from './styled';
export type {
  RuumeTheme,
  SpaceToken,
  ColorToken,
  FontSizeToken,
} from './theme';
export { media, mediaQuery } from './media';
export { focusRing, visuallyHidden } from './mixins';
export { GlobalStyle } from './global-style';
export { RuumeThemeProvider } from './ruume-theme-provider';
export type { RuumeThemeProviderProps } from './ruume-theme-provider';
