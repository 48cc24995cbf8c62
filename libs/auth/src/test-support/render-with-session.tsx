// Test-only (kept out of the build and of ./testing, which the shell's tests import too).
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { CurrentUser } from '@ruume/contracts';
import { Toaster } from '@ruume/ui-kit';
import {
  renderWithTheme,
  type RenderWithThemeOptions,
} from '@ruume/ui-kit/testing';
import { createSessionStore } from '../testing';

export interface RenderWithSessionOptions
  extends Omit<RenderWithThemeOptions, 'wrapper'> {
  /** Signed in as this user; null (default) is signed out. */
  user?: CurrentUser | null;
}

/**
 * Testing Library render of a page as the shell has it: theme, router (see renderWithTheme's
 * route and path), a store whose session is `user`, and the toaster. Returns the store too.
 */
export function renderWithSession(
  ui: ReactElement,
  { user = null, ...options }: RenderWithSessionOptions = {},
) {
  const store = createSessionStore(user);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      {children}
      <Toaster />
    </Provider>
  );
  return { ...renderWithTheme(ui, { ...options, wrapper }), store };
}
