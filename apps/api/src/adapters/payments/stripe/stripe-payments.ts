// PAYMENTS_PROVIDER=stripe: the official SDK against the account of STRIPE_SECRET_KEY, its
// hosted pages (Checkout, the billing portal, Connect onboarding) and its signed webhooks.
import { addMonths, getUnixTime } from 'date-fns';
import Stripe from 'stripe';
import { FREE_TRIAL } from '@ruume/contracts';
import {
  WebhookRejectedError,
  type PaymentCheckoutInput,
  type PaymentsProvider,
  type SubscriptionCheckoutInput,
} from '../payments';
import { stripeCall, stripeRetrieve, type StripeLog } from './stripe-errors';
import { toPaymentEvent } from './stripe-events';
import {
  idOf,
  toPaymentMethod,
  toProviderAccount,
  toProviderSubscription,
} from './stripe-objects';
import { stripePlanChange } from './stripe-plan-change';
import { cachedPlanPrices, fetchPlanPrices } from './stripe-prices';

export interface StripePaymentsOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the SDK sends its calls instead of https://api.stripe.com (a local fake in tests). */
  apiBase?: string;
  log?: StripeLog;
  now?: () => Date;
}

/** The stripe provider always reads webhooks. */
export type StripePayments = PaymentsProvider &
  Required<Pick<PaymentsProvider, 'readWebhook'>>;

/**
 * SPEC §9: payouts daily at 00:00 UTC. Stripe pays out daily at a time of its own, each payment
 * after the account's delay (its country's standard): daily is as close as it gets.
 */
const DAILY_PAYOUTS = {
  payouts: { schedule: { interval: 'daily' } },
} satisfies Stripe.AccountUpdateParams.Settings;

const silentLog: StripeLog = { warn: () => undefined };

export function createStripePayments(
  options: StripePaymentsOptions,
): StripePayments {
  const stripe = createStripeClient(options.secretKey, options.apiBase);
  const log = options.log ?? silentLog;
  const now = options.now ?? (() => new Date());
  const call = <T>(operation: string, request: () => Promise<T>) =>
    stripeCall(operation, log, request);
  const retrieve = <T>(operation: string, request: () => Promise<T>) =>
    stripeRetrieve(operation, log, request);

  const listPrices = cachedPlanPrices(
    () => call('prices.list', () => fetchPlanPrices(stripe)),
    now,
    log,
  );

  const getSubscription = async (id: string) => {
    const subscription = await retrieve('subscriptions.retrieve', () =>
      stripe.subscriptions.retrieve(id, {
        // The product, for a tier named only in its metadata.
        expand: ['items.data.price.product'],
      }),
    );
    if (!subscription) return null;
    const mapped = toProviderSubscription(subscription);
    if (!mapped && subscription.status !== 'incomplete') {
      log.warn(
        { subscriptionId: id, status: subscription.status },
        'stripe subscription is not a tier plan: ignored',
      );
    }
    return mapped;
  };

  const getConnectedAccount = async (id: string) => {
    const account = await retrieve('accounts.retrieve', () =>
      stripe.accounts.retrieve(id),
    );
    return account && toProviderAccount(account);
  };

  return {
    name: 'stripe',

    listPrices,

    async createCustomer({ userId, email, name }) {
      const customer = await call('customers.create', () =>
        stripe.customers.create(
          { email, name, metadata: { userId } },
          // A retried or doubled request returns the first customer instead of a second one.
          { idempotencyKey: `ruume-customer-${userId}` },
        ),
      );
      return { id: customer.id };
    },

    async createSubscriptionCheckout(input) {
      const session = await call('checkout.sessions.create', () =>
        stripe.checkout.sessions.create(
          subscriptionCheckoutParams(input, now()),
        ),
      );
      return hostedPage(session.id, session.url);
    },

    async createPortalSession({ customerId, returnUrl, flow }) {
      const session = await call('billingPortal.sessions.create', () =>
        stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
          // 'invoices' is the portal's home page; the other flow opens on the card form.
          ...(flow === 'payment_method_update'
            ? { flow_data: { type: 'payment_method_update' } }
            : {}),
        }),
      );
      return hostedPage(session.id, session.url);
    },

    getSubscription,

    ...stripePlanChange({ stripe, call, listPrices, now }),

    async cancelSubscription(id) {
      await call('subscriptions.cancel', async () => {
        try {
          await stripe.subscriptions.cancel(id);
        } catch (error) {
          // Stripe refuses to cancel twice: one already over is what was asked for.
          const refused =
            error instanceof Stripe.errors.StripeInvalidRequestError;
          if (!refused || !(await isOver(stripe, id))) throw error;
        }
      });
    },

    async subscriptionPaymentMethod(subscriptionId) {
      const subscription = await retrieve('subscriptions.retrieve', () =>
        stripe.subscriptions.retrieve(subscriptionId, {
          expand: [
            'default_payment_method',
            'customer.invoice_settings.default_payment_method',
          ],
        }),
      );
      if (!subscription) return null;
      const customer = subscription.customer;
      const customerDefault =
        typeof customer === 'object' && customer.deleted !== true
          ? customer.invoice_settings.default_payment_method
          : null;
      return (
        toPaymentMethod(subscription.default_payment_method) ??
        toPaymentMethod(customerDefault)
      );
    },

    async listPaymentMethods(customerId) {
      const customer = await retrieve('customers.retrieve', () =>
        stripe.customers.retrieve(customerId),
      );
      if (!customer || customer.deleted === true) return [];
      const defaultId = idOf(customer.invoice_settings.default_payment_method);
      const methods = await call('customers.listPaymentMethods', () =>
        stripe.customers.listPaymentMethods(customerId, {
          type: 'card',
          limit: 100,
        }),
      );
      const cards = methods.data.flatMap(
        (method) => toPaymentMethod(method) ?? [],
      );
      return [
        ...cards.filter((card) => card.id === defaultId),
        ...cards.filter((card) => card.id !== defaultId),
      ];
    },

    async createConnectedAccount({ userId, email }) {
      const account = await call('accounts.create', () =>
        stripe.accounts.create(
          {
            type: 'express',
            email,
            metadata: { userId },
            capabilities: {
              card_payments: { requested: true },
              transfers: { requested: true },
            },
            settings: DAILY_PAYOUTS,
          },
          { idempotencyKey: `ruume-connected-account-${userId}` },
        ),
      );
      return { id: account.id };
    },

    async createAccountLink({ accountId, refreshUrl, returnUrl }) {
      // Accounts made before the daily schedule get it when they continue onboarding.
      await call('accounts.update', () =>
        stripe.accounts.update(accountId, { settings: DAILY_PAYOUTS }),
      );
      const link = await call('accountLinks.create', () =>
        stripe.accountLinks.create({
          account: accountId,
          refresh_url: refreshUrl,
          return_url: returnUrl,
          type: 'account_onboarding',
        }),
      );
      // An account link has no id of its own: it is the account's onboarding page.
      return hostedPage(accountId, link.url);
    },

    getConnectedAccount,

    async deleteConnectedAccount(id) {
      // Already gone (resource_missing) is what was asked for.
      await retrieve('accounts.del', () => stripe.accounts.del(id));
    },

    async createPaymentCheckout(input) {
      const session = await call('checkout.sessions.create', () =>
        stripe.checkout.sessions.create(paymentCheckoutParams(input)),
      );
      return hostedPage(session.id, session.url);
    },

    async readWebhook(rawBody, signature) {
      const event = verifiedEvent(
        stripe,
        rawBody,
        signature,
        options.webhookSecret,
      );
      return toPaymentEvent(event, {
        getSubscription,
        getConnectedAccount,
        getPaymentIntent: (id) =>
          retrieve('paymentIntents.retrieve', () =>
            stripe.paymentIntents.retrieve(id),
          ),
      });
    },
  };
}

// One retry: most calls have a person waiting on them, and a webhook is redelivered anyway.
function createStripeClient(secretKey: string, apiBase?: string): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  const secure = base?.protocol !== 'http:';
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(base && {
      host: base.hostname,
      port: base.port || (secure ? 443 : 80),
      protocol: secure ? 'https' : 'http',
    }),
  });
}

function subscriptionCheckoutParams(
  input: SubscriptionCheckoutInput,
  now: Date,
): Stripe.Checkout.SessionCreateParams {
  const params = {
    mode: 'subscription',
    customer: input.customerId,
    client_reference_id: input.userId,
    line_items: [{ price: input.priceId, quantity: 1 }],
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    allow_promotion_codes: false,
    subscription_data: { metadata: { userId: input.userId } },
  } satisfies Stripe.Checkout.SessionCreateParams;
  if (!input.trial) return params;
  return {
    ...params,
    // The free trial asks for no card; without one by its end, the subscription is canceled.
    payment_method_collection: 'if_required',
    subscription_data: {
      ...params.subscription_data,
      // trial_end rather than trial_period_days: the trial is FREE_TRIAL.months calendar months
      // (28 to 31 days), counted from now (a Checkout Session is completed within its 24 hours).
      trial_end: getUnixTime(addMonths(now, FREE_TRIAL.months)),
      trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
    },
  };
}

/** A destination charge: the buyer pays the platform, which keeps its fee and transfers the rest. */
function paymentCheckoutParams(
  input: PaymentCheckoutInput,
): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [
      {
        price_data: {
          currency: input.currency,
          unit_amount: input.amount,
          product_data: { name: input.description },
        },
        quantity: 1,
      },
    ],
    customer_email: input.customerEmail ?? undefined,
    payment_intent_data: {
      application_fee_amount: input.applicationFeeAmount,
      transfer_data: { destination: input.connectedAccountId },
      metadata: input.metadata,
    },
    metadata: input.metadata,
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
  };
}

async function isOver(stripe: Stripe, subscriptionId: string) {
  const { status } = await stripe.subscriptions.retrieve(subscriptionId);
  return status === 'canceled' || status === 'incomplete_expired';
}

function hostedPage(id: string, url: string | null) {
  // Hosted Checkout, portal and onboarding pages always have a URL; embedded ones do not.
  if (!url) throw new Error(`stripe returned no URL for ${id}`);
  return { id, url };
}

function verifiedEvent(
  stripe: Stripe,
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): Stripe.Event {
  if (!signature) throw new WebhookRejectedError('missing Stripe-Signature');
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    // A wrong or stale signature, a tampered body, or a body that is not an event.
    throw new WebhookRejectedError('stripe webhook did not verify');
  }
}
