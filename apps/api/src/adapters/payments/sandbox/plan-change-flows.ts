// A subscription moved to another plan at once, with proration (see proration.ts): the
// difference is charged to the card on file and receipted in the portal, a credit is kept on
// the customer for their next invoices, and the change is reported as subscription.changed.
import { formatMoney } from './pages/page-layout';
import {
  PaymentDeclinedError,
  PaymentsUnavailableError,
  type PaymentsProvider,
  type PlanPrice,
  type ProviderSubscriptionChange,
  type SubscriptionChangeInput,
} from '../payments';
import { findSandboxPrice } from './catalogue';
import { addInvoice, planName } from './sandbox-billing';
import { type SandboxContext, toProviderSubscription } from './sandbox-context';
import { isSandboxId } from './sandbox-ids';
import type { SandboxStore, Stored } from './sandbox-store';
import { prorate, type Proration } from './proration';

interface PlannedChange {
  subscription: Stored<'subscription'>;
  from: PlanPrice;
  to: PlanPrice;
  proration: Proration;
  at: Date;
  cardId: string | null;
}

export function planChangeFlows(
  context: SandboxContext,
): Pick<PaymentsProvider, 'previewSubscriptionChange' | 'changeSubscription'> {
  const { store } = context;

  async function plan(
    tx: SandboxStore,
    { subscriptionId, priceId }: SubscriptionChangeInput,
    lock: boolean,
  ): Promise<PlannedChange> {
    const subscription = isSandboxId('sub', subscriptionId)
      ? await tx.get('subscription', subscriptionId, { lock })
      : null;
    const to = findSandboxPrice(priceId);
    const from = subscription && findSandboxPrice(subscription.data.priceId);
    if (!subscription || !from || !to) {
      throw new PaymentsUnavailableError(
        `no sandbox subscription ${subscriptionId} or price ${priceId}`,
      );
    }
    if (subscription.data.status !== 'active') {
      throw new PaymentsUnavailableError(
        `sandbox subscription ${subscriptionId} is ${subscription.data.status}`,
      );
    }
    const customer = await tx.get('customer', subscription.data.customerId, {
      lock,
    });
    // The subscription's own clock runs ahead of real time once the developer page advanced it.
    const at = new Date(
      Math.max(
        context.now().getTime(),
        Date.parse(subscription.data.lastChargeAt),
      ),
    );
    const proration = prorate({
      from,
      to,
      periodStart: new Date(subscription.data.currentPeriodStart),
      periodEnd: new Date(subscription.data.currentPeriodEnd),
      at,
      creditBalance: customer?.data.creditBalance ?? 0,
    });
    const cardId =
      subscription.data.paymentMethodId ??
      customer?.data.defaultPaymentMethodId ??
      null;
    return { subscription, from, to, proration, at, cardId };
  }

  const toChange = ({
    to,
    proration,
    at,
  }: PlannedChange): ProviderSubscriptionChange => ({
    priceId: to.id,
    amountDue: proration.amountDue,
    credit: proration.creditBalance,
    effectiveAt: at,
    currentPeriodEnd: proration.periodEnd,
  });

  async function apply(tx: SandboxStore, change: PlannedChange) {
    const { subscription, from, to, proration, at, cardId } = change;
    const { data } = subscription;
    // The developer page's "next charge fails" declines this charge too, as does a missing card.
    if (
      proration.amountDue > 0 &&
      (cardId === null || data.nextRenewalOutcome === 'fail')
    ) {
      throw new PaymentDeclinedError(
        `sandbox declined the plan change of ${subscription.id}`,
      );
    }
    const customer = await tx.get('customer', data.customerId);
    if (customer) {
      await tx.update('customer', customer.id, {
        ...customer.data,
        creditBalance: proration.creditBalance,
      });
    }
    await addInvoice(tx, data.customerId, {
      subscriptionId: subscription.id,
      description: changeDescription(from, to, proration),
      amountDue: proration.amountDue,
      currency: to.currency,
      status: 'paid',
      date: at.toISOString(),
      periodStart: at.toISOString(),
      periodEnd: proration.periodEnd.toISOString(),
      paymentMethodId: proration.amountDue > 0 ? cardId : null,
      attempts: 1,
    });
    const next = {
      ...data,
      priceId: to.id,
      interval: to.interval,
      currentPeriodStart: proration.periodStart.toISOString(),
      currentPeriodEnd: proration.periodEnd.toISOString(),
    };
    await tx.update('subscription', subscription.id, next);
    return toProviderSubscription(subscription.id, next);
  }

  return {
    previewSubscriptionChange: async (input) =>
      toChange(await store.transaction((tx) => plan(tx, input, false))),

    async changeSubscription(input) {
      const { change, subscription } = await store.transaction(async (tx) => {
        const planned = await plan(tx, input, true);
        return {
          change: toChange(planned),
          subscription: await apply(tx, planned),
        };
      });
      await context.publish([{ type: 'subscription.changed', subscription }]);
      return change;
    },
  };
}

/** 'ruume business (yearly), from ruume professional (monthly): $9.50 credited for unused time'. */
function changeDescription(
  from: PlanPrice,
  to: PlanPrice,
  proration: Proration,
): string {
  const credited = formatMoney(proration.unusedCredit, from.currency);
  return `${planName(to)}, from ${planName(from)}: ${credited} credited for unused time`;
}
