import { PagePlaceholder } from '@ruume/ui-kit';

export function SubscriptionBillingPage() {
  return <PagePlaceholder title="billing" />;
}
