import { PagePlaceholder } from '@ruume/ui-kit';

export function LoginPage() {
  return <PagePlaceholder title="sign in" />;
}
