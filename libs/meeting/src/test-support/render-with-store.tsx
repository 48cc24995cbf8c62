// Test-only (kept out of the build and of ./testing, which the shell's tests import too).
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createAppStore } from '@ruume/api-client';
import { Toaster, ViewerTimeZone } from '@ruume/ui-kit';
import {
  renderWithTheme,
  type RenderWithThemeOptions,
} from '@ruume/ui-kit/testing';
import { storyTimeZone } from '../testing';

export interface RenderWithStoreOptions
  extends Omit<RenderWithThemeOptions, 'wrapper'> {
  /** The viewer's zone (default Paris, as in the stories). */
  zone?: string;
}

/** Rendered as the shell has it: theme, router, a fresh store, the toaster, a fixed zone. */
export function renderWithStore(
  ui: ReactElement,
  { zone = storyTimeZone, ...options }: RenderWithStoreOptions = {},
) {
  const store = createAppStore();
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
