import { PagePlaceholder, PublicPageLayout } from '@ruume/ui-kit';

export function MeetingPage() {
  return (
    <PublicPageLayout>
      <PagePlaceholder title="meeting" />
    </PublicPageLayout>
  );
}
