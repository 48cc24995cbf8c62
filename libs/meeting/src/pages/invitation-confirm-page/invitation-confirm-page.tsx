import { PagePlaceholder } from '@ruume/ui-kit';

export function InvitationConfirmPage() {
  return <PagePlaceholder title="confirm your invitation" />;
}
