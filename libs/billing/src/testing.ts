// Fixtures, MSW handlers and story helpers of the billing lib, for its own tests and stories and
// for other libs (the shell's route tests can answer the settings pages with billingHandlers).
// Page stories get the happy path from their meta (`decorators: [withApi(billingHandlers)]`)
// and pick a state per story: billingHandlersEmpty, billingHandlersFailing, billingHandlersLoading.
import type { HttpHandler } from 'msw';
import {
  failingEndpoints,
  mockCalls,
  pendingEndpoints,
} from '@ruume/api-client/testing';
import {
  type ApiErrorCode,
  type PaymentMethod,
  type Subscription,
  type TierPlan,
} from '@ruume/contracts';
import {
  paymentMethod,
  subscription,
  tierPlans,
} from '@ruume/contracts/testing';
import { billingCalls } from './api/billing-api';

// ---- Fixtures --------------------------------------------------------------------------------

/** Student, professional and business plans, monthly and yearly (cents); the card on file; a subscription renewing 2026-01-01. */
export { paymentMethod, subscription, tierPlans };

export const secondPaymentMethod: PaymentMethod = {
  id: 'pm_1MastercardCard4444',
  card: { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2027 },
};

/** The saved cards: the visa the subscription charges, then a mastercard. */
export const paymentMethods: PaymentMethod[] = [
  paymentMethod,
  secondPaymentMethod,
];

/** Where each billing call sends the browser (the payment provider's hosted pages). */
export const billingUrls = {
  checkout: 'https://checkout.stripe.com/c/pay/cs_test_ruumePlanCheckout',
  freeTrial: 'https://checkout.stripe.com/c/pay/cs_test_ruumeFreeTrial',
  invoiceHistory: 'https://billing.stripe.com/p/session/test_ruumeInvoices',
  paymentMethodUpdate:
    'https://billing.stripe.com/p/session/test_ruumePaymentMethods',
} as const;

// ---- Handlers --------------------------------------------------------------------------------

export interface BillingData {
  tierPlans: TierPlan[];
  /** Answered for any subscription id, with that id. */
  subscription: Subscription;
  /** The card a subscription charges (null: none on file). */
  subscriptionPaymentMethod: PaymentMethod | null;
  paymentMethods: PaymentMethod[];
}

const defaultData: BillingData = {
  tierPlans,
  subscription,
  subscriptionPaymentMethod: paymentMethod,
  paymentMethods,
};

/** Handlers answering every billing call from `data` (the fixtures by default). */
export function buildBillingHandlers(
  data: Partial<BillingData> = {},
): HttpHandler[] {
  const answers = { ...defaultData, ...data };
  const redirect = (url: string) => () => ({ url });
  return mockCalls(billingCalls, {
    tierPlans: () => answers.tierPlans,
    subscription: ({ params }) => ({ ...answers.subscription, id: params.id }),
    subscriptionPaymentMethod: () => answers.subscriptionPaymentMethod,
    paymentMethods: () => answers.paymentMethods,
    createCheckoutSession: redirect(billingUrls.checkout),
    createFreeTrialSession: redirect(billingUrls.freeTrial),
    downgradeToFree: () => undefined,
    invoiceHistoryPortal: redirect(billingUrls.invoiceHistory),
    paymentMethodUpdatePortal: redirect(billingUrls.paymentMethodUpdate),
  });
}

/** Every billing call answered from the fixtures: three plans, a subscription, two saved cards. */
export const billingHandlers: HttpHandler[] = buildBillingHandlers();

/** No card on file: the payment-methods list is empty and the subscription charges none. */
export const billingHandlersEmpty: HttpHandler[] = buildBillingHandlers({
  subscriptionPaymentMethod: null,
  paymentMethods: [],
});

/** Every billing call fails with `error` (by default 503 DATABASE_UNAVAILABLE). */
export const failingBillingHandlers = (
  error: ApiErrorCode = 'DATABASE_UNAVAILABLE',
): HttpHandler[] => failingEndpoints(Object.values(billingCalls), error);

export const billingHandlersFailing: HttpHandler[] = failingBillingHandlers();

/** No billing call ever answers: the pages stay in their loading state. */
export const billingHandlersLoading: HttpHandler[] = pendingEndpoints(
  Object.values(billingCalls),
);
