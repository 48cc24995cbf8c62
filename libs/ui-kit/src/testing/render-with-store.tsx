import type { Store } from '@reduxjs/toolkit';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ViewerTimeZone } from '../hooks/use-viewer-time-zone';
import { Toaster } from '../toast/toast';
import {
  renderWithTheme,
  type RenderWithThemeOptions,
  type RenderWithThemeResult,
} from './render-with-theme';
import { storyTimeZone } from './viewer-time-zone';

export interface RenderWithStoreOptions<S extends Store>
  extends Omit<RenderWithThemeOptions, 'wrapper'> {
  /** The app's store, usually a fresh `createAppStore()`. */
  store: S;
  /** The viewer's zone (default Paris, as in the stories). */
  zone?: string;
}

/**
 * Rendered as the shell has it: theme, router, the store, the toaster, a fixed zone:
 * `const { store, user } = renderWithStore(<DashboardPage />, { store: createAppStore() })`.
 */
export function renderWithStore<S extends Store>(
  ui: ReactElement,
  { store, zone = storyTimeZone, ...options }: RenderWithStoreOptions<S>,
): RenderWithThemeResult & { store: S } {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <ViewerTimeZone zone={zone}>
        {children}
        <Toaster />
      </ViewerTimeZone>
    </Provider>
  );
  return { store, ...renderWithTheme(ui, { ...options, wrapper }) };
}
