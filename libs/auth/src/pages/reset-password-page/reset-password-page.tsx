import { PagePlaceholder } from '@ruume/ui-kit';

export function ResetPasswordPage() {
  return <PagePlaceholder title="choose a new password" />;
}
