import { PagePlaceholder } from '@ruume/ui-kit';

export function ExtensionLoginSuccessPage() {
  return <PagePlaceholder title="you are signed in" />;
}
