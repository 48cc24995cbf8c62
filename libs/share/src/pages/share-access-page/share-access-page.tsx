import { PagePlaceholder } from '@ruume/ui-kit';

export function ShareAccessPage() {
  return <PagePlaceholder title="access file / recording" />;
}
