import { PagePlaceholder } from '@ruume/ui-kit';

export function ForgotPasswordPage() {
  return <PagePlaceholder title="forgot your password?" />;
}
