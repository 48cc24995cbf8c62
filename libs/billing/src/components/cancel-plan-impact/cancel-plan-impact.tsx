import { useMonetizedProductsQuery } from '@ruume/api-client';
import { sellingImpact } from '@ruume/contracts';
import { Text } from '@ruume/ui-kit';

/**
 * In the cancellation's confirmation: what moving to the free plan stops selling, counted fresh
 * each time the dialog opens (general words when the count fails, nothing while it loads).
 */
export function CancelPlanImpact() {
  const query = useMonetizedProductsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const text = sellingImpact('cancelPlan', query);
  return text ? <Text>{text}</Text> : null;
}
