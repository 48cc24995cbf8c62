import { PagePlaceholder } from '@ruume/ui-kit';

export function ShareDownloadPage() {
  return <PagePlaceholder title="download" />;
}
