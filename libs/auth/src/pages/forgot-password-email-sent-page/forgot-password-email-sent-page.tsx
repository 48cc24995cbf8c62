import { PagePlaceholder } from '@ruume/ui-kit';

export function ForgotPasswordEmailSentPage() {
  return <PagePlaceholder title="check your email" />;
}
