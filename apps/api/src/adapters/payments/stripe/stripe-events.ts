// Verified Stripe events as PaymentEvents. Subscriptions and accounts are re-fetched rather
// than read from the event: deliveries come out of order and retried, and the latest state is
// what every event about an object should apply.
import type Stripe from 'stripe';
import type {
  CompletedCheckout,
  PaymentEvent,
  ProviderAccount,
  ProviderSubscription,
} from '../payments';
import { idOf, toProviderSubscription } from './stripe-objects';

/** What reading an event needs from the API. */
export interface StripeEventLookups {
  getSubscription(id: string): Promise<ProviderSubscription | null>;
  getConnectedAccount(id: string): Promise<ProviderAccount | null>;
  getPaymentIntent(id: string): Promise<Stripe.PaymentIntent | null>;
}

export async function toPaymentEvent(
  event: Stripe.Event,
  lookups: StripeEventLookups,
): Promise<PaymentEvent | null> {
  const about = { id: event.id, occurredAt: new Date(event.created * 1000) };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const checkout = await completedCheckout(event.data.object, lookups);
      return checkout && { type: 'checkout.completed', ...about, checkout };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sent = event.data.object;
      const subscription =
        (await lookups.getSubscription(sent.id)) ??
        (event.type === 'customer.subscription.deleted'
          ? deletedSubscription(sent)
          : null);
      return (
        subscription && { type: 'subscription.changed', ...about, subscription }
      );
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const subscriptionId = invoiceSubscriptionId(event.data.object);
      const subscription =
        subscriptionId && (await lookups.getSubscription(subscriptionId));
      return subscription
        ? { type: 'subscription.changed', ...about, subscription }
        : null;
    }
    case 'account.updated': {
      const account = await lookups.getConnectedAccount(event.data.object.id);
      return account && { type: 'account.changed', ...about, account };
    }
    default:
      return null;
  }
}

/**
 * A checkout whose payment went through. An asynchronous payment method completes the session
 * unpaid; its `async_payment_succeeded` event reports it later.
 */
async function completedCheckout(
  session: Stripe.Checkout.Session,
  lookups: StripeEventLookups,
): Promise<CompletedCheckout | null> {
  const mode = checkoutModeOf(session);
  if (!mode) return null;
  if (session.payment_status === 'unpaid') return null;
  // The fee and the connected account paid live on the payment intent (destination charges).
  const paymentIntent = await expandedPaymentIntent(session, lookups);
  return {
    id: session.id,
    mode,
    userId: session.client_reference_id,
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    customerEmail:
      session.customer_details?.email ?? session.customer_email ?? null,
    amountTotal: session.amount_total,
    currency: session.currency,
    applicationFeeAmount: paymentIntent?.application_fee_amount ?? null,
    connectedAccountId: idOf(paymentIntent?.transfer_data?.destination),
    paymentIntentId: idOf(session.payment_intent),
    metadata: session.metadata ?? {},
  };
}

const CHECKOUT_MODES = ['subscription', 'payment'] as const;

/** Our checkouts' modes; a setup-mode session is not ours. */
const checkoutModeOf = (
  session: Stripe.Checkout.Session,
): CompletedCheckout['mode'] | null =>
  CHECKOUT_MODES.find((mode) => mode === session.mode) ?? null;

async function expandedPaymentIntent(
  session: Stripe.Checkout.Session,
  lookups: StripeEventLookups,
): Promise<Stripe.PaymentIntent | null> {
  const paymentIntent = session.payment_intent;
  if (typeof paymentIntent === 'string') {
    return lookups.getPaymentIntent(paymentIntent);
  }
  return paymentIntent;
}

/** Stripe no longer returning a deleted subscription: the event's copy, ended. */
function deletedSubscription(
  sent: Stripe.Subscription,
): ProviderSubscription | null {
  const subscription = toProviderSubscription(sent);
  return subscription && { ...subscription, status: 'canceled' };
}

/** Since API version 2025-03-31 an invoice names its subscription under parent. */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as { subscription?: string | { id: string } | null })
    .subscription;
  return idOf(invoice.parent?.subscription_details?.subscription ?? legacy);
}
