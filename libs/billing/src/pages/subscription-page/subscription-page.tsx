import { PagePlaceholder } from '@ruume/ui-kit';

export function SubscriptionPage() {
  return <PagePlaceholder title="subscription" />;
}
