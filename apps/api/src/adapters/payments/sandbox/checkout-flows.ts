// Hosted checkout: subscriptions (paid or free trial) and one-off payments to a connected
// account. Paying completes the session once (its row is locked), then reports it.
import { PaymentsUnavailableError } from '../payments';
import { addHours, addMonths } from 'date-fns';
import { FREE_TRIAL, messages } from '@ruume/contracts';
import type {
  HostedPage,
  PaymentCheckoutInput,
  PaymentsProvider,
  SubscriptionCheckoutInput,
} from '../payments';
import { checkCard, findSandboxPrice } from './catalogue';
import {
  addInterval,
  addInvoice,
  assertWebUrl,
  planName,
} from './sandbox-billing';
import type { EventBody, SandboxContext } from './sandbox-context';
import { toProviderSubscription } from './sandbox-context';
import type {
  CheckoutForm,
  CheckoutResult,
  CheckoutView,
  SandboxControls,
  Unavailable,
} from './sandbox-controls';
import { isPlainText } from './plain-text';
import { isSandboxId, newSandboxId } from './sandbox-ids';
import type {
  CheckoutSessionDoc,
  PaymentCheckoutDoc,
  SandboxStore,
  Stored,
  SubscriptionCheckoutDoc,
} from './sandbox-store';

/** As long as Stripe keeps a Checkout Session open. */
const CHECKOUT_TTL_HOURS = 24;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX_LENGTH = 254;

type Outcome =
  | { result: CheckoutResult; events?: EventBody[] }
  | { result: Unavailable };

export function checkoutFlows(
  context: SandboxContext,
): Pick<
  PaymentsProvider,
  'createSubscriptionCheckout' | 'createPaymentCheckout'
> &
  Pick<SandboxControls, 'checkoutPage' | 'payCheckout'> {
  const { store, now } = context;

  async function open(
    ownerId: string,
    doc: CheckoutSessionDoc,
  ): Promise<HostedPage> {
    assertWebUrl('successUrl', doc.successUrl);
    assertWebUrl('cancelUrl', doc.cancelUrl);
    const id = newSandboxId('cs');
    await store.insert('checkout_session', id, ownerId, doc);
    return { id, url: context.pageUrl(`checkout/${id}`) };
  }

  function availability(
    session: Stored<'checkout_session'> | null,
  ): Unavailable | null {
    if (!session) return { state: 'unknown' };
    const { data } = session;
    if (data.status === 'complete') {
      return { state: 'complete', backUrl: successUrl(session.id, data) };
    }
    if (new Date(data.expiresAt) <= now()) {
      return { state: 'expired', backUrl: data.cancelUrl };
    }
    return null;
  }

  function view(id: string, data: CheckoutSessionDoc): CheckoutView {
    if (data.mode === 'payment') {
      return {
        kind: 'payment',
        id,
        cancelUrl: data.cancelUrl,
        description: data.description,
        amount: data.amount,
        currency: data.currency,
        customerEmail: data.customerEmail,
      };
    }
    const price = knownPrice(data.priceId);
    return data.trial
      ? {
          kind: 'trial',
          id,
          cancelUrl: data.cancelUrl,
          price,
          trialEnd: addMonths(now(), FREE_TRIAL.months),
        }
      : { kind: 'subscription', id, cancelUrl: data.cancelUrl, price };
  }

  async function completeSubscription(
    tx: SandboxStore,
    session: Stored<'checkout_session'>,
    data: SubscriptionCheckoutDoc,
    form: CheckoutForm,
  ): Promise<Outcome> {
    const price = knownPrice(data.priceId);
    const customer = await tx.get('customer', data.customerId, { lock: true });
    if (!customer) return { result: { state: 'unknown' } };
    const at = now();
    let paymentMethodId: string | null = null;
    if (!data.trial) {
      const check = checkCard(form, at);
      if (!check.ok) return rejected(session, check);
      paymentMethodId = newSandboxId('pm');
      await tx.insert(
        'payment_method',
        paymentMethodId,
        customer.id,
        check.card,
      );
      // The card just paid with is the one the portal shows and renewals charge.
      await tx.update('customer', customer.id, {
        ...customer.data,
        defaultPaymentMethodId: paymentMethodId,
      });
    }
    const periodEnd = data.trial
      ? addMonths(at, FREE_TRIAL.months)
      : addInterval(at, price.interval);
    const subscriptionId = newSandboxId('sub');
    const subscription = {
      userId: data.userId,
      customerId: customer.id,
      priceId: price.id,
      interval: price.interval,
      status: data.trial ? ('trialing' as const) : ('active' as const),
      currentPeriodStart: at.toISOString(),
      currentPeriodEnd: periodEnd.toISOString(),
      trialEnd: data.trial ? periodEnd.toISOString() : null,
      paymentMethodId,
      nextRenewalOutcome: 'succeed' as const,
      openInvoiceId: null,
      lastChargeAt: at.toISOString(),
    };
    await tx.insert('subscription', subscriptionId, customer.id, subscription);
    const amount = data.trial ? 0 : price.unitAmount;
    await addInvoice(tx, customer.id, {
      subscriptionId,
      description: data.trial
        ? `${planName(price)}, free trial`
        : planName(price),
      amountDue: amount,
      currency: price.currency,
      status: 'paid',
      date: at.toISOString(),
      periodStart: at.toISOString(),
      periodEnd: periodEnd.toISOString(),
      paymentMethodId,
      attempts: data.trial ? 0 : 1,
    });
    await tx.update('checkout_session', session.id, {
      ...data,
      status: 'complete',
      subscriptionId,
    });
    return {
      result: {
        state: 'completed',
        redirectUrl: successUrl(session.id, data),
      },
      events: [
        {
          type: 'checkout.completed',
          checkout: {
            id: session.id,
            mode: 'subscription',
            userId: data.userId,
            customerId: customer.id,
            subscriptionId,
            customerEmail: customer.data.email,
            amountTotal: amount,
            currency: price.currency,
            applicationFeeAmount: null,
            connectedAccountId: null,
            paymentIntentId: null,
            metadata: {},
          },
        },
        {
          type: 'subscription.changed',
          subscription: toProviderSubscription(subscriptionId, subscription),
        },
      ],
    };
  }

  async function completePayment(
    tx: SandboxStore,
    session: Stored<'checkout_session'>,
    data: PaymentCheckoutDoc,
    form: CheckoutForm,
  ): Promise<Outcome> {
    const account = await tx.get('account', data.connectedAccountId);
    if (!account?.data.onboarded) {
      return { result: { state: 'expired', backUrl: data.cancelUrl } };
    }
    const email = data.customerEmail ?? form.email.trim();
    if (!EMAIL.test(email) || !isPlainText(email, EMAIL_MAX_LENGTH)) {
      return rejected(session, {
        declined: false,
        message: messages.emailInvalid,
      });
    }
    const check = checkCard(form, now());
    if (!check.ok) return rejected(session, check);
    const paymentIntentId = newSandboxId('pi');
    await tx.update('checkout_session', session.id, {
      ...data,
      status: 'complete',
      customerEmail: email,
      paymentIntentId,
    });
    return {
      result: {
        state: 'completed',
        redirectUrl: successUrl(session.id, data),
      },
      events: [
        {
          type: 'checkout.completed',
          checkout: {
            id: session.id,
            mode: 'payment',
            userId: null,
            customerId: null,
            subscriptionId: null,
            customerEmail: email,
            amountTotal: data.amount,
            currency: data.currency,
            applicationFeeAmount: data.applicationFeeAmount,
            connectedAccountId: data.connectedAccountId,
            paymentIntentId,
            metadata: data.metadata,
          },
        },
      ],
    };
  }

  function rejected(
    session: Stored<'checkout_session'>,
    refusal: { declined: boolean; message: string },
  ): Outcome {
    return {
      result: {
        state: 'rejected',
        status: refusal.declined ? 402 : 400,
        message: refusal.message,
        checkout: view(session.id, session.data),
      },
    };
  }

  return {
    async createSubscriptionCheckout(input: SubscriptionCheckoutInput) {
      const price = knownPrice(input.priceId);
      const customer = await store.get('customer', input.customerId);
      if (!customer)
        throw new PaymentsUnavailableError(
          `no sandbox customer ${input.customerId}`,
        );
      return open(customer.id, {
        mode: 'subscription',
        status: 'open',
        expiresAt: addHours(now(), CHECKOUT_TTL_HOURS).toISOString(),
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        userId: input.userId,
        customerId: customer.id,
        priceId: price.id,
        trial: input.trial,
        subscriptionId: null,
      });
    },

    async createPaymentCheckout(input: PaymentCheckoutInput) {
      const account = await store.get('account', input.connectedAccountId);
      if (!account?.data.onboarded) {
        throw new PaymentsUnavailableError(
          `sandbox account ${input.connectedAccountId} cannot accept payments`,
        );
      }
      if (
        !Number.isInteger(input.amount) ||
        input.amount <= 0 ||
        !Number.isInteger(input.applicationFeeAmount) ||
        input.applicationFeeAmount < 0 ||
        input.applicationFeeAmount > input.amount
      ) {
        throw new PaymentsUnavailableError(
          'amount and fee must be whole cents, fee ≤ amount',
        );
      }
      return open(account.id, {
        mode: 'payment',
        status: 'open',
        expiresAt: addHours(now(), CHECKOUT_TTL_HOURS).toISOString(),
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        connectedAccountId: account.id,
        amount: input.amount,
        currency: input.currency,
        applicationFeeAmount: input.applicationFeeAmount,
        description: input.description,
        customerEmail: input.customerEmail,
        metadata: { ...input.metadata },
        paymentIntentId: null,
      });
    },

    async checkoutPage(sessionId) {
      const session = isSandboxId('cs', sessionId)
        ? await store.get('checkout_session', sessionId)
        : null;
      const unavailable = availability(session);
      if (unavailable || !session) return unavailable ?? { state: 'unknown' };
      return { state: 'open', checkout: view(session.id, session.data) };
    },

    async payCheckout(sessionId, form) {
      if (!isSandboxId('cs', sessionId)) return { state: 'unknown' };
      const outcome = await store.transaction(async (tx): Promise<Outcome> => {
        const session = await tx.get('checkout_session', sessionId, {
          lock: true,
        });
        const unavailable = availability(session);
        if (unavailable || !session) {
          return { result: unavailable ?? { state: 'unknown' } };
        }
        return session.data.mode === 'payment'
          ? completePayment(tx, session, session.data, form)
          : completeSubscription(tx, session, session.data, form);
      });
      if ('events' in outcome && outcome.events) {
        await context.publish(outcome.events);
      }
      return outcome.result;
    },
  };
}

function knownPrice(priceId: string) {
  const price = findSandboxPrice(priceId);
  if (!price)
    throw new PaymentsUnavailableError(`unknown sandbox price ${priceId}`);
  return price;
}

/** Stripe fills `{CHECKOUT_SESSION_ID}` in the success URL; so does the sandbox. */
function successUrl(id: string, data: CheckoutSessionDoc): string {
  return data.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', id);
}
