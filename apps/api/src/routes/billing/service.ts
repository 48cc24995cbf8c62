import {
  FREE_TIER,
  FREE_TRIAL,
  PLAN_TIERS,
  canChangePlanFrom,
  canSelfCancel,
  canSelfChangeTier,
  isLiveSubscription,
  type PlanChange,
  type PaymentMethod,
  type PlanSubscription,
  type PlanTier,
  type Subscription,
  type TierPlan,
} from '@ruume/contracts';
import type { FastifyBaseLogger } from 'fastify';
import {
  PaymentDeclinedError,
  type PaymentEvent,
  type PaymentsProvider,
  type PlanPrice,
  type PortalFlow,
  type ProviderSubscription,
  type ProviderSubscriptionChange,
} from '../../adapters/payments/payments';
import type { Core } from '../../core';
import type { UserRow } from '../../core/user-repository';
import { appUrl as toAppUrl } from '../../http/app-url';
import { apiError } from '../../http/http-error';
import {
  type BillingRepository,
  type SubscriptionRow,
  createBillingRepository,
} from './repository';

export type BillingService = ReturnType<typeof createBillingService>;

/** Relative routes of the app a hosted page sends the browser back to. */
export interface ReturnRoutes {
  successUrlRoute: string;
  cancelUrlRoute: string;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** GET payment/subscription/{id}. */
export const toSubscription = (row: SubscriptionRow): Subscription => ({
  id: row.id,
  current_period_end: seconds(row.currentPeriodEnd),
  status: row.status,
  tier: row.tier,
  interval: row.interval,
  cancel_at_period_end: row.cancelAtPeriodEnd,
  trial_end: row.trialEnd ? seconds(row.trialEnd) : null,
});

/** The current user's planSubscription (SPEC §3). */
const toPlanSubscription = (row: SubscriptionRow): PlanSubscription => ({
  id: row.id,
  tier: row.tier,
  interval: { unit: row.interval },
  status: row.status,
  currentPeriodEnd: seconds(row.currentPeriodEnd),
});

/** POST payment/subscription/{id}/preview-change and …/change. */
const toPlanChange = (
  price: PlanPrice,
  change: ProviderSubscriptionChange,
): PlanChange => ({
  price_id: price.id,
  tier: price.tier,
  interval: price.interval,
  unit_amount: price.unitAmount,
  currency: price.currency,
  amount_due: change.amountDue,
  credit: change.credit,
  effective_at: seconds(change.effectiveAt),
  current_period_end: seconds(change.currentPeriodEnd),
});

/** SPEC §3 tier plans: one per paid tier, in the order of PLAN_TIERS, month before year. */
export function toTierPlans(prices: PlanPrice[]): TierPlan[] {
  return PLAN_TIERS.flatMap((tier) => {
    const own = prices
      .filter((price) => price.tier === tier)
      .sort((a, b) => a.interval.localeCompare(b.interval));
    return own.length === 0
      ? []
      : [
          {
            metadata: { tier },
            prices: own.map((price) => ({
              id: price.id,
              unit_amount: price.unitAmount,
              recurring: { interval: price.interval },
            })),
          },
        ];
  });
}

/**
 * Plans and billing: the tier plans, checkout and the free trial, the billing portal, cards, the
 * downgrade, and the subscription state that provider events (and only they) write.
 */
export function createBillingService(deps: {
  core: Core;
  repository: BillingRepository;
  payments: PaymentsProvider;
  /** PUBLIC_URL: hosted pages send the browser back to routes under it. */
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { core, repository, payments, publicUrl, log } = deps;

  const appUrl = (route: string) => toAppUrl(publicUrl, route);

  async function customerFor(user: UserRow): Promise<string> {
    const known = await repository.customerOf(user.id);
    if (known) return known;
    const name = `${user.firstName} ${user.lastName}`.trim();
    const created = await payments.createCustomer({
      userId: user.id,
      email: user.email,
      name: name || user.email,
    });
    return repository.saveCustomer(user.id, created.id);
  }

  /** The user's subscription `id`; an admin may read anyone's; others get 404. */
  async function ownedSubscription(
    user: UserRow,
    id: string,
  ): Promise<SubscriptionRow> {
    const row = await repository.findSubscription(id);
    if (!row || (row.userId !== user.id && user.role !== 'ADMIN')) {
      throw apiError('SUBSCRIPTION_NOT_FOUND');
    }
    return row;
  }

  /**
   * The user's own active subscription and the tier plan price it may move to. Refusals: another
   * user's id (404, also for admins: changing is the owner's), an unknown price, a plan that is
   * over, trialing or past due, the price it has, and business to a smaller tier.
   */
  async function plannedChange(user: UserRow, id: string, priceId: string) {
    const row = await repository.findSubscription(id);
    if (!row || row.userId !== user.id)
      throw apiError('SUBSCRIPTION_NOT_FOUND');
    const price = (await payments.listPrices()).find((p) => p.id === priceId);
    if (!price) throw apiError('PRICE_NOT_FOUND');
    if (!isLiveSubscription(row.status)) throw apiError('NO_SUBSCRIPTION');
    if (!canChangePlanFrom(row.status))
      throw apiError('PLAN_CHANGE_NOT_ACTIVE');
    if (price.id === row.priceId) throw apiError('SAME_PLAN');
    if (!canSelfChangeTier(row.tier, price.tier))
      throw apiError('PLAN_CHANGE_VIA_SUPPORT');
    return { subscriptionId: row.id, price };
  }

  async function refuseIfSubscribed(user: UserRow): Promise<void> {
    if (await repository.liveSubscriptionOf(user.id)) {
      throw apiError('ALREADY_SUBSCRIBED');
    }
  }

  async function checkout(
    user: UserRow,
    price: PlanPrice,
    trial: boolean,
    routes: ReturnRoutes,
  ) {
    await refuseIfSubscribed(user);
    const page = await payments.createSubscriptionCheckout({
      customerId: await customerFor(user),
      userId: user.id,
      priceId: price.id,
      trial,
      successUrl: appUrl(routes.successUrlRoute),
      cancelUrl: appUrl(routes.cancelUrlRoute),
    });
    return { url: page.url };
  }

  /** Applies a subscription as the provider reports it, and the user's plan that follows. */
  async function applySubscription(
    subscription: ProviderSubscription,
    occurredAt: Date,
  ): Promise<void> {
    const userId = await repository.userOfCustomer(subscription.customerId);
    if (!userId) {
      log.warn(
        { subscriptionId: subscription.id },
        'payments: subscription of a customer ruume does not know; ignored',
      );
      return;
    }
    await core.transaction(async ({ users, db }) => {
      const tx = createBillingRepository(db);
      const written = await tx.applySubscription({
        id: subscription.id,
        userId,
        customerId: subscription.customerId,
        priceId: subscription.priceId,
        tier: subscription.tier,
        interval: subscription.interval,
        status: subscription.status,
        currentPeriodEnd: subscription.currentPeriodEnd,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        trialEnd: subscription.trialEnd,
        eventAt: occurredAt,
      });
      if (!written) return;
      // A canceled plan falls back to house; nothing of the user's is deleted.
      const live = await tx.liveSubscriptionOf(userId);
      await users.update(userId, {
        planTier: live?.tier ?? FREE_TIER,
        planSubscription: live ? toPlanSubscription(live) : null,
        ...(subscription.trialEnd && { freeTrialUsed: true }),
      });
    });
  }

  return {
    async tierPlans(): Promise<TierPlan[]> {
      return toTierPlans(await payments.listPrices());
    },

    async checkout(user: UserRow, priceId: string, routes: ReturnRoutes) {
      const price = (await payments.listPrices()).find((p) => p.id === priceId);
      if (!price) throw apiError('PRICE_NOT_FOUND');
      return checkout(user, price, false, routes);
    },

    /** FREE_TRIAL: a month of professional without a card, once per account. */
    async freeTrial(user: UserRow, routes: ReturnRoutes) {
      if (user.freeTrialUsed || user.planTier !== FREE_TIER) {
        throw apiError('FREE_TRIAL_UNAVAILABLE');
      }
      const price = (await payments.listPrices()).find(
        (p) => p.tier === FREE_TRIAL.tier && p.interval === 'month',
      );
      if (!price) {
        log.error(
          { tier: FREE_TRIAL.tier },
          'payments: no monthly price for the free trial',
        );
        throw apiError('PAYMENTS_UNAVAILABLE');
      }
      return checkout(user, price, true, routes);
    },

    async portal(user: UserRow, flow: PortalFlow, returnUrlRoute: string) {
      const page = await payments.createPortalSession({
        customerId: await customerFor(user),
        returnUrl: appUrl(returnUrlRoute),
        flow,
      });
      return { url: page.url };
    },

    async subscription(user: UserRow, id: string): Promise<Subscription> {
      return toSubscription(await ownedSubscription(user, id));
    },

    async subscriptionPaymentMethod(
      user: UserRow,
      id: string,
    ): Promise<PaymentMethod | null> {
      const row = await ownedSubscription(user, id);
      return payments.subscriptionPaymentMethod(row.id);
    },

    async paymentMethods(user: UserRow): Promise<PaymentMethod[]> {
      const customerId = await repository.customerOf(user.id);
      return customerId ? payments.listPaymentMethods(customerId) : [];
    },

    async previewPlanChange(
      user: UserRow,
      id: string,
      priceId: string,
    ): Promise<PlanChange> {
      const { subscriptionId, price } = await plannedChange(user, id, priceId);
      const change = await payments.previewSubscriptionChange({
        subscriptionId,
        priceId: price.id,
      });
      return toPlanChange(price, change);
    },

    /** Changes at once with proration; the provider's event then moves the account's plan. */
    async changePlan(
      user: UserRow,
      id: string,
      priceId: string,
    ): Promise<PlanChange> {
      const { subscriptionId, price } = await plannedChange(user, id, priceId);
      try {
        const change = await payments.changeSubscription({
          subscriptionId,
          priceId: price.id,
        });
        return toPlanChange(price, change);
      } catch (error) {
        if (error instanceof PaymentDeclinedError)
          throw apiError('PLAN_CHANGE_DECLINED');
        throw error;
      }
    },

    /**
     * SPEC §4: professional and student cancel themselves, business goes through support. The
     * provider cancels; its event moves the account to house (the app polls for it).
     */
    async downgradeToFree(
      user: UserRow,
      subscriptionId: string,
    ): Promise<void> {
      const row = await repository.findSubscription(subscriptionId);
      if (!row || row.userId !== user.id)
        throw apiError('SUBSCRIPTION_NOT_FOUND');
      if (!isLiveSubscription(row.status)) throw apiError('NO_SUBSCRIPTION');
      if (!canSelfCancel(row.tier as PlanTier))
        throw apiError('CANCEL_VIA_SUPPORT');
      await payments.cancelSubscription(row.id);
    },

    /** A deleted account must not go on paying: its live plan is cancelled at the provider first. */
    async cancelBeforeAccountDeletion(userId: string): Promise<void> {
      const live = await repository.liveSubscriptionOf(userId);
      if (live) await payments.cancelSubscription(live.id);
    },

    /** The provider's events this domain owns. */
    async applyEvent(event: PaymentEvent): Promise<void> {
      if (event.type === 'subscription.changed') {
        await applySubscription(event.subscription, event.occurredAt);
      } else if (
        event.type === 'checkout.completed' &&
        event.checkout.mode === 'subscription' &&
        event.checkout.userId &&
        event.checkout.customerId &&
        (await core.users.findById(event.checkout.userId))
      ) {
        // Normally saved before the checkout; keeps a customer made elsewhere linked.
        await repository.saveCustomer(
          event.checkout.userId,
          event.checkout.customerId,
        );
      }
    },
  };
}
