import { useState } from 'react';
import {
  paths,
  relativeRoute,
  tierPlanPrice,
  type BillingInterval,
  type PlanTier,
  type TierPlan,
} from '@ruume/contracts';
import {
  useCreateCheckoutSessionMutation,
  useCreateFreeTrialSessionMutation,
} from '../api/billing-api';
import { useNewTab } from './use-new-tab';

/** Checkout and the free trial come back to the subscription page, paid or not. */
const back = relativeRoute(paths.settings.subscription);
const returnRoutes = { successUrlRoute: back, cancelUrlRoute: back };

/** What is opening: a plan's checkout, or the free trial's. */
export type CheckoutTarget = PlanTier | 'free-trial';

/**
 * Upgrade and free-trial checkouts, each opened in a new tab (SPEC §7). A plan without a price
 * for the chosen cycle is logged and nothing opens (SPEC §8: a missing price id is only logged).
 */
export function useCheckout(plans: readonly TierPlan[]) {
  const [createCheckout] = useCreateCheckoutSessionMutation();
  const [createFreeTrial] = useCreateFreeTrialSessionMutation();
  const tab = useNewTab();
  const [target, setTarget] = useState<CheckoutTarget | null>(null);

  const upgrade = (tier: PlanTier, interval: BillingInterval) => {
    const plan = plans.find((candidate) => candidate.metadata.tier === tier);
    const price = plan && tierPlanPrice(plan, interval);
    if (!price) {
      console.error(`no ${interval} price id for the ${tier} plan`);
      return;
    }
    setTarget(tier);
    void tab
      .open(() =>
        createCheckout({ priceId: price.id, ...returnRoutes }).unwrap(),
      )
      .finally(() => setTarget(null));
  };

  const startFreeTrial = () => {
    setTarget('free-trial');
    void tab
      .open(() => createFreeTrial(returnRoutes).unwrap())
      .finally(() => setTarget(null));
  };

  return {
    upgrade,
    startFreeTrial,
    /** What is opening right now, if anything. */
    opening: tab.busy ? target : null,
    error: tab.error,
  };
}
