// Test-only (kept out of the build and of ./testing, which the shell's tests import too).
import type { ReactElement } from 'react';
import type { CurrentUser } from '@ruume/contracts';
import { renderWithTheme } from '@ruume/ui-kit/testing';
import { billingAccountWrapper } from '../testing';

/** Rendered as the shell has it: theme, router, the toaster and a store signed in as `user`. */
export const renderWithAccount = (
  ui: ReactElement,
  { user }: { user: CurrentUser },
) => {
  const { store, wrapper } = billingAccountWrapper(user);
  return { store, ...renderWithTheme(ui, { wrapper }) };
};
