// Test-only (kept out of the build and of ./testing, which the shell's tests import too).
import type { ReactElement } from 'react';
import type { CurrentUser } from '@ruume/contracts';
import {
  renderWithTheme,
  type RenderWithThemeOptions,
} from '@ruume/ui-kit/testing';
import { monetizationAccountWrapper } from '../testing';
import type { UploadSender } from '@ruume/api-client';

export interface RenderWithAccountOptions
  extends Omit<RenderWithThemeOptions, 'wrapper'> {
  user: CurrentUser;
  /** How uploads are sent; XMLHttpRequest (answered by msw/node) by default. */
  send?: UploadSender;
}

/** Rendered as the shell has it: theme, router, the toaster and a store signed in as `user`. */
export const renderWithAccount = (
  ui: ReactElement,
  { user, send, ...options }: RenderWithAccountOptions,
) => {
  const { store, wrapper } = monetizationAccountWrapper(user, { send });
  return { store, ...renderWithTheme(ui, { ...options, wrapper }) };
};
