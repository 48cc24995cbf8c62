import { PagePlaceholder } from '@ruume/ui-kit';

export function RegisterVerifyPage() {
  return <PagePlaceholder title="verify your email" />;
}
