import { PagePlaceholder } from '@ruume/ui-kit';

export function RegisterPage() {
  return <PagePlaceholder title="create your account" />;
}
