import { PagePlaceholder } from '@ruume/ui-kit';

export function InvitationConfirmSuccessPage() {
  return <PagePlaceholder title="invitation confirmed" />;
}
