import { PagePlaceholder, PublicPageLayout } from '@ruume/ui-kit';

export function ShareDownloadPage() {
  return (
    <PublicPageLayout>
      <PagePlaceholder title="download" />
    </PublicPageLayout>
  );
}
