// Customers, subscriptions and their renewals. The sandbox has no clock of its own: the
// developer page's "advance to next renewal" moves one subscription to its next billing moment.
import { PaymentsUnavailableError } from '../payments';
import { addDays } from 'date-fns';
import type { PaymentsProvider } from '../payments';
import { findSandboxPrice, SANDBOX_PRICES } from './catalogue';
import { addInterval, addInvoice, planName } from './sandbox-billing';
import {
  type SandboxContext,
  toPaymentMethod,
  toProviderSubscription,
} from './sandbox-context';
import type {
  RenewalResult,
  RenewalStep,
  SandboxControls,
} from './sandbox-controls';
import { isSandboxId, newSandboxId } from './sandbox-ids';
import type { SandboxStore, Stored, SubscriptionDoc } from './sandbox-store';

/**
 * Payment attempts on one renewal invoice (the renewal, then retries) before the subscription
 * is canceled, like Stripe's "cancel the subscription" after the last retry.
 */
export const RENEWAL_ATTEMPTS = 3;
/** Days between retries of a failed renewal. */
const RETRY_DAYS = 3;

export function subscriptionFlows(
  context: SandboxContext,
): Pick<
  PaymentsProvider,
  | 'listPrices'
  | 'createCustomer'
  | 'getSubscription'
  | 'cancelSubscription'
  | 'subscriptionPaymentMethod'
  | 'listPaymentMethods'
> &
  Pick<SandboxControls, 'setNextRenewalOutcome' | 'advanceClock'> {
  const { store } = context;

  async function lockSubscription(
    tx: SandboxStore,
    id: string,
  ): Promise<Stored<'subscription'>> {
    const subscription = isSandboxId('sub', id)
      ? await tx.get('subscription', id, { lock: true })
      : null;
    if (!subscription)
      throw new PaymentsUnavailableError(`no sandbox subscription ${id}`);
    return subscription;
  }

  return {
    async listPrices() {
      return SANDBOX_PRICES.map((price) => ({ ...price }));
    },

    async createCustomer({ userId, email, name }) {
      const id = newSandboxId('cus');
      await store.insert('customer', id, userId, {
        userId,
        email,
        name,
        defaultPaymentMethodId: null,
      });
      return { id };
    },

    async getSubscription(id) {
      if (!isSandboxId('sub', id)) return null;
      const subscription = await store.get('subscription', id);
      return subscription
        ? toProviderSubscription(subscription.id, subscription.data)
        : null;
    },

    async cancelSubscription(id) {
      const changed = await store.transaction(async (tx) => {
        const subscription = await lockSubscription(tx, id);
        if (subscription.data.status === 'canceled') return null;
        const data: SubscriptionDoc = {
          ...subscription.data,
          status: 'canceled',
        };
        await tx.update('subscription', id, data);
        return toProviderSubscription(id, data);
      });
      if (changed) {
        await context.publish([
          { type: 'subscription.changed', subscription: changed },
        ]);
      }
    },

    async subscriptionPaymentMethod(subscriptionId) {
      if (!isSandboxId('sub', subscriptionId)) return null;
      const subscription = await store.get('subscription', subscriptionId);
      if (!subscription) return null;
      const customer = await store.get(
        'customer',
        subscription.data.customerId,
      );
      const cardId =
        subscription.data.paymentMethodId ??
        customer?.data.defaultPaymentMethodId;
      const card = cardId ? await store.get('payment_method', cardId) : null;
      return card ? toPaymentMethod(card.id, card.data) : null;
    },

    async listPaymentMethods(customerId) {
      if (!isSandboxId('cus', customerId)) return [];
      const customer = await store.get('customer', customerId);
      if (!customer) return [];
      const cards = (await store.list('payment_method', customerId)).reverse();
      const isDefault = (id: string) =>
        id === customer.data.defaultPaymentMethodId ? 0 : 1;
      return cards
        .sort((a, b) => isDefault(a.id) - isDefault(b.id))
        .map((card) => toPaymentMethod(card.id, card.data));
    },

    async setNextRenewalOutcome(subscriptionId, outcome) {
      await store.transaction(async (tx) => {
        const subscription = await lockSubscription(tx, subscriptionId);
        await tx.update('subscription', subscriptionId, {
          ...subscription.data,
          nextRenewalOutcome: outcome,
        });
      });
    },

    async advanceClock(subscriptionId) {
      const result = await store.transaction((tx) =>
        advance(tx, subscriptionId),
      );
      if (result.step !== 'not_live' && result.step !== 'retry_failed') {
        await context.publish([
          { type: 'subscription.changed', subscription: result.subscription },
        ]);
      }
      return result;
    },
  };

  async function advance(tx: SandboxStore, id: string): Promise<RenewalResult> {
    const { data } = await lockSubscription(tx, id);
    if (data.status === 'canceled') {
      const subscription = toProviderSubscription(id, data);
      return { step: 'not_live', subscription, invoiceId: null };
    }
    const customer = await tx.get('customer', data.customerId);
    const charge: Charge = {
      cardId:
        data.paymentMethodId ?? customer?.data.defaultPaymentMethodId ?? null,
      succeeds: data.nextRenewalOutcome === 'succeed',
    };
    const change =
      data.status === 'past_due' && data.openInvoiceId
        ? await retry(tx, data, data.openInvoiceId, charge)
        : await renew(tx, id, data, charge);
    await tx.update('subscription', id, change.next);
    return {
      step: change.step,
      subscription: toProviderSubscription(id, change.next),
      invoiceId: change.invoiceId,
    };
  }
}

interface Charge {
  cardId: string | null;
  /** The next renewal outcome (a charge without a card fails whatever it says). */
  succeeds: boolean;
}

interface Change {
  step: RenewalStep;
  next: SubscriptionDoc;
  invoiceId: string | null;
}

/** Another attempt at the open renewal invoice, a few days after the last. */
async function retry(
  tx: SandboxStore,
  data: SubscriptionDoc,
  invoiceId: string,
  { cardId, succeeds }: Charge,
): Promise<Change> {
  const invoice = await tx.get('invoice', invoiceId);
  if (!invoice)
    throw new PaymentsUnavailableError(`no sandbox invoice ${invoiceId}`);
  const at = addDays(new Date(data.lastChargeAt), RETRY_DAYS).toISOString();
  const attempts = invoice.data.attempts + 1;
  const paid = succeeds && cardId !== null;
  const givesUp = !paid && attempts >= RENEWAL_ATTEMPTS;
  await tx.update('invoice', invoiceId, {
    ...invoice.data,
    attempts,
    paymentMethodId: cardId,
    status: paid ? 'paid' : givesUp ? 'uncollectible' : 'open',
  });
  const next = { ...data, lastChargeAt: at };
  if (paid) {
    return {
      step: 'recovered',
      next: { ...next, status: 'active', openInvoiceId: null },
      invoiceId,
    };
  }
  if (givesUp) {
    return {
      step: 'canceled_unpaid',
      next: { ...next, status: 'canceled', openInvoiceId: null },
      invoiceId,
    };
  }
  return { step: 'retry_failed', next, invoiceId };
}

/** The period's (or the trial's) end: the next period is invoiced and charged. */
async function renew(
  tx: SandboxStore,
  id: string,
  data: SubscriptionDoc,
  { cardId, succeeds }: Charge,
): Promise<Change> {
  const at = new Date(data.currentPeriodEnd);
  // A trial without a card just ends (Stripe: missing_payment_method → cancel).
  if (data.status === 'trialing' && cardId === null) {
    return {
      step: 'trial_ended',
      next: { ...data, status: 'canceled', lastChargeAt: at.toISOString() },
      invoiceId: null,
    };
  }
  const price = findSandboxPrice(data.priceId);
  if (!price)
    throw new PaymentsUnavailableError(`unknown sandbox price ${data.priceId}`);
  const periodEnd = addInterval(at, price.interval);
  const amountDue = await takeCredit(tx, data.customerId, price.unitAmount);
  const paid = amountDue === 0 || (succeeds && cardId !== null);
  const invoiceId = await addInvoice(tx, data.customerId, {
    subscriptionId: id,
    description: planName(price),
    amountDue,
    currency: price.currency,
    status: paid ? 'paid' : 'open',
    date: at.toISOString(),
    periodStart: at.toISOString(),
    periodEnd: periodEnd.toISOString(),
    paymentMethodId: cardId,
    attempts: 1,
  });
  // As on Stripe, the period moves on at renewal whether or not the payment went through.
  const next: SubscriptionDoc = {
    ...data,
    currentPeriodStart: at.toISOString(),
    currentPeriodEnd: periodEnd.toISOString(),
    lastChargeAt: at.toISOString(),
    status: paid ? 'active' : 'past_due',
    openInvoiceId: paid ? null : invoiceId,
  };
  return { step: paid ? 'renewed' : 'payment_failed', next, invoiceId };
}

/** The customer's credit (from a move to a cheaper plan) taken off an invoice: what is left due. */
async function takeCredit(
  tx: SandboxStore,
  customerId: string,
  amount: number,
): Promise<number> {
  const customer = await tx.get('customer', customerId);
  const credit = customer?.data.creditBalance ?? 0;
  if (!customer || credit === 0) return amount;
  const used = Math.min(credit, amount);
  await tx.update('customer', customerId, {
    ...customer.data,
    creditBalance: credit - used,
  });
  return amount - used;
}
