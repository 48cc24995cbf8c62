import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme as ruumeTheme, type RuumeTheme } from './theme';

export interface RuumeThemeProviderProps {
  children?: ReactNode;
  /** Defaults to the ruume theme; pass another object of the same shape to re-skin. */
  theme?: RuumeTheme;
  /** Set false when the host page already owns the global reset (e.g. embedding). */
  withGlobalStyle?: boolean;
}

export function RuumeThemeProvider({
  children,
  theme = ruumeTheme,
  withGlobalStyle = true,
}: RuumeThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </ThemeProvider>
  );
}
