import { PagePlaceholder } from '@ruume/ui-kit';

export function ResetPasswordSuccessPage() {
  return <PagePlaceholder title="password reset" />;
}
