import { Outlet } from 'react-router-dom';
import { AccountMenu } from '@ruume/auth';
import { AppPageLayout } from '@ruume/ui-kit';

/** Signed-in pages share one top bar; the account menu comes from auth, the page from its lib. */
export function SignedInLayout() {
  return (
    <AppPageLayout headerActions={<AccountMenu />}>
      <Outlet />
    </AppPageLayout>
  );
}
