import {
  render,
  type RenderOptions,
  type RenderResult,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { RuumeThemeProvider } from '../theme/ruume-theme-provider';
import { RouteFrame } from './route-frame';

export interface RenderWithThemeOptions
  extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Initial URL of the MemoryRouter. Defaults to '/'. */
  route?: string;
  /** Route pattern the UI renders at (enables useParams); other paths show 'Navigated to …'. */
  path?: string;
  /** Set false when the UI brings its own router. */
  router?: boolean;
  /** Extra providers (store, query client) inside the theme and router. */
  wrapper?: (props: { children: ReactNode }) => ReactNode;
}

export type RenderWithThemeResult = RenderResult & {
  user: ReturnType<typeof userEvent.setup>;
};

/**
 * Testing Library `render` inside the ruume theme and a MemoryRouter, plus a user-event
 * instance: `const { user } = renderWithTheme(<SharePage />, { route: '/share/r/1', path: '/share/r/:shareId' })`.
 */
export function renderWithTheme(
  ui: ReactElement,
  options: RenderWithThemeOptions = {},
): RenderWithThemeResult {
  const {
    route,
    path,
    router = true,
    wrapper: Inner,
    ...renderOptions
  } = options;

  function Providers({ children }: { children: ReactNode }) {
    const content = Inner ? <Inner>{children}</Inner> : children;
    return (
      <RuumeThemeProvider>
        {router ? (
          <RouteFrame route={route} path={path}>
            {content}
          </RouteFrame>
        ) : (
          content
        )}
      </RuumeThemeProvider>
    );
  }

  const optionsWithProviders: Omit<RenderOptions, 'queries'> = {
    wrapper: Providers,
    ...renderOptions,
  };
  return { user: userEvent.setup(), ...render(ui, optionsWithProviders) };
}
