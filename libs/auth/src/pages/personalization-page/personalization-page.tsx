import { PagePlaceholder } from '@ruume/ui-kit';

export function PersonalizationPage() {
  return <PagePlaceholder title="make ruume yours" />;
}
