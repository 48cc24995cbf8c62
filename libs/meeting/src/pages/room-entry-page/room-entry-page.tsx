import { PagePlaceholder, PublicPageLayout } from '@ruume/ui-kit';

export function RoomEntryPage() {
  return (
    <PublicPageLayout>
      <PagePlaceholder title="join the ruume" />
    </PublicPageLayout>
  );
}
