import { PagePlaceholder } from '@ruume/ui-kit';

export function MonetizationPage() {
  return <PagePlaceholder title="monetization" />;
}
