import { PagePlaceholder, PublicPageLayout } from '@ruume/ui-kit';

export function InvitationConfirmSuccessPage() {
  return (
    <PublicPageLayout>
      <PagePlaceholder title="invitation confirmed" />
    </PublicPageLayout>
  );
}
