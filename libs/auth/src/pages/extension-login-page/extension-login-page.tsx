import { PagePlaceholder } from '@ruume/ui-kit';

export function ExtensionLoginPage() {
  return <PagePlaceholder title="sign in to the ruume extension" />;
}
