import { randomUUID } from 'node:crypto';
import type {
  PaymentEvent,
  ProviderSubscription,
} from '../../src/adapters/payments/payments';
import type { TestApp } from './test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A provider customer linked to the user, as a first checkout links one. */
export async function linkCustomer(t: TestApp, userId: string): Promise<string> {
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
