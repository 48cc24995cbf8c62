import { PagePlaceholder, PublicPageLayout } from '@ruume/ui-kit';

export function ShareAccessPage() {
  return (
    <PublicPageLayout>
      <PagePlaceholder title="access file / recording" />
    </PublicPageLayout>
  );
}
