import { PagePlaceholder } from '@ruume/ui-kit';

export function RecordingsPage() {
  return <PagePlaceholder title="files and recordings" />;
}
