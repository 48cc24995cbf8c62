import { Outlet } from 'react-router-dom';
import { AccountMenu } from '@ruume/auth';
import { PastDueNotice, TestModeBadge } from '@ruume/billing';
import { AppPageLayout, Stack } from '@ruume/ui-kit';
import { readRuntimeConfig } from '../runtime-config';

export interface SignedInLayoutProps {
  /** Payments run on the sandbox: the top bar says 'test mode' (default: the runtime config). */
  paymentsTestMode?: boolean;
}

/**
 * Signed-in pages share one top bar; the account menu comes from auth, the page from its lib.
 * Billing adds the test-mode badge and, while a renewal has failed, the notice above the page.
 */
export function SignedInLayout({
  paymentsTestMode = readRuntimeConfig().paymentsTestMode,
}: SignedInLayoutProps) {
  return (
    <AppPageLayout
      headerActions={
        <Stack direction="row" gap={3} align="center">
          <TestModeBadge active={paymentsTestMode} />
          <AccountMenu />
        </Stack>
      }
    >
      <PastDueNotice />
      <Outlet />
    </AppPageLayout>
  );
}
