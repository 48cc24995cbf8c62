import { randomUUID } from 'node:crypto';
import type {
  PaymentEvent,
  ProviderSubscription,
} from '../../src/adapters/payments/payments';
import type { Browser } from './browser';
import type { TestApp } from './test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A provider customer linked to the user, as a first checkout links one. */
export async function linkCustomer(
  t: TestApp,
  userId: string,
): Promise<string> {
  return t.app.services.modules.billing.repository.saveCustomer(
    userId,
    `cus_test${randomUUID().replace(/-/g, '').slice(0, 14)}`,
  );
}

/** A subscription as a provider reports it: professional monthly, active, renewing in 30 days. */
export const providerSubscription = (
  customerId: string,
  overrides: Partial<ProviderSubscription> = {},
): ProviderSubscription => ({
  id: `sub_test${randomUUID().replace(/-/g, '').slice(0, 14)}`,
  customerId,
  priceId: 'price_sandbox_professional_month',
  tier: 'professional',
  interval: 'month',
  status: 'active',
  currentPeriodEnd: new Date(Date.now() + 30 * DAY_MS),
  cancelAtPeriodEnd: false,
  trialEnd: null,
  ...overrides,
});

/** Delivers a subscription event the way the webhook route and the sandbox do. */
export function deliver(
  t: TestApp,
  subscription: ProviderSubscription,
  options: { id?: string; occurredAt?: Date } = {},
): Promise<'applied' | 'duplicate'> {
  const event: PaymentEvent = {
    type: 'subscription.changed',
    id: options.id ?? `evt_test${randomUUID().replace(/-/g, '').slice(0, 14)}`,
    occurredAt: options.occurredAt ?? new Date(),
    subscription,
  };
  return t.app.services.payments.events.publish(event);
}

/** The path of a hosted page URL the api answered (the sandbox serves it on PUBLIC_URL). */
export const pathOfUrl = (url: string): string => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

/**
 * Subscribes the browser's account through the sandbox, as a person does: checkout call, then
 * the hosted page's form with a card. Resolves with the page's answer.
 */
export async function payOnSandbox(
  t: TestApp,
  browser: Browser,
  body: { priceId: string } | { trial: true },
  cardNumber = '4242 4242 4242 4242',
) {
  const routes = {
    successUrlRoute: 'settings/subscription',
    cancelUrlRoute: 'settings/subscription',
  };
  const started =
    'trial' in body
      ? await browser.post(
          '/api/v1/payment/checkout/session/free-trial',
          routes,
        )
      : await browser.post('/api/v1/payment/checkout/session', {
          ...routes,
          priceId: body.priceId,
        });
  expect(started.statusCode).toBe(200);
  const page = pathOfUrl((started.json() as { url: string }).url);
  return t.app.inject({
    method: 'POST',
    url: page,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(
      'trial' in body ? {} : { cardNumber, expiry: '12/34', cvc: '123' },
    ).toString(),
  });
}

/**
 * A live sandbox subscription of `userId` on `priceId`, bought through the sandbox's checkout
 * (no browser): the provider's own record, applied to the account by its event.
 */
export async function subscribeOnSandbox(
  t: TestApp,
  userId: string,
  priceId = 'price_sandbox_professional_month',
): Promise<string> {
  const sandbox = t.app.services.payments.sandbox;
  if (!sandbox) throw new Error('the test app runs on the sandbox');
  const { repository } = t.app.services.modules.billing;
  const customer = await sandbox.createCustomer({
    userId,
    email: `${userId}@example.com`,
    name: 'subscriber',
  });
  const customerId = await repository.saveCustomer(userId, customer.id);
  const back = `${t.config.publicUrl}/settings/subscription`;
  const checkout = await sandbox.createSubscriptionCheckout({
    customerId,
    userId,
    priceId,
    trial: false,
    successUrl: back,
    cancelUrl: back,
  });
  await sandbox.payCheckout(checkout.id, {
    number: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
    email: '',
  });
  const live = await repository.liveSubscriptionOf(userId);
  if (!live) throw new Error('the sandbox checkout made no subscription');
  return live.id;
}
