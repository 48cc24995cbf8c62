import { PagePlaceholder } from '@ruume/ui-kit';

export function ResetPasswordExpirePage() {
  return <PagePlaceholder title="this link has expired" />;
}
