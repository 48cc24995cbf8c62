import { PagePlaceholder, PublicPageLayout } from '@ruume/ui-kit';

export function InvitationConfirmPage() {
  return (
    <PublicPageLayout>
      <PagePlaceholder title="confirm your invitation" />
    </PublicPageLayout>
  );
}
