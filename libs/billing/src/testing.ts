// Fixtures, MSW handlers and story helpers of the billing lib, for its own tests and stories and
// for other libs (the shell's route tests can answer the settings pages with billingHandlers).
// Page stories get the happy path from their meta (`decorators: [withApi(billingHandlers)]`)
// and pick a state per story: billingHandlersEmpty, billingHandlersFailing, billingHandlersLoading.
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  apiUrl,
  withJsonBody,
  type ApiRoute,
  failingRoutes,
  pendingRoutes,
} from '@ruume/api-client/testing';
import {
  apiRoutes,
  checkoutSessionRequestSchema,
  downgradeRequestSchema,
  freeTrialSessionRequestSchema,
  portalSessionRequestSchema,
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
import type { billingApi } from './api/billing-api';

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

type Endpoint = keyof typeof billingApi.endpoints;

/** The api route of every endpoint of billingApi (the compiler insists on all of them). */
const routes = {
  tierPlans: apiRoutes.payment.tierPlans,
  subscription: apiRoutes.payment.subscription,
  subscriptionPaymentMethod: apiRoutes.payment.subscriptionPaymentMethod,
  paymentMethods: apiRoutes.payment.paymentMethods,
  createCheckoutSession: apiRoutes.payment.checkout,
  createFreeTrialSession: apiRoutes.payment.freeTrialCheckout,
  downgradeToFree: apiRoutes.payment.downgradeToFree,
  invoiceHistoryPortal: apiRoutes.payment.invoiceHistoryPortal,
  paymentMethodUpdatePortal: apiRoutes.payment.paymentMethodUpdatePortal,
} satisfies Record<Endpoint, ApiRoute>;

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
  const url = (endpoint: Endpoint) => apiUrl(routes[endpoint].url);
  const redirect = (to: string) => () => HttpResponse.json({ url: to });
  // First match wins: tier-plans before subscription/:id, which would match it too.
  return [
    http.get(url('tierPlans'), () => HttpResponse.json(answers.tierPlans)),
    http.get(url('subscription'), ({ params }) =>
      HttpResponse.json({ ...answers.subscription, id: String(params.id) }),
    ),
    http.get(url('subscriptionPaymentMethod'), () =>
      HttpResponse.json(answers.subscriptionPaymentMethod),
    ),
    http.get(url('paymentMethods'), () =>
      HttpResponse.json(answers.paymentMethods),
    ),
    http.post(
      url('createCheckoutSession'),
      withJsonBody(
        checkoutSessionRequestSchema,
        redirect(billingUrls.checkout),
      ),
    ),
    http.post(
      url('createFreeTrialSession'),
      withJsonBody(
        freeTrialSessionRequestSchema,
        redirect(billingUrls.freeTrial),
      ),
    ),
    http.post(
      url('downgradeToFree'),
      withJsonBody(
        downgradeRequestSchema,
        () => new HttpResponse(null, { status: 204 }),
      ),
    ),
    http.post(
      url('invoiceHistoryPortal'),
      withJsonBody(
        portalSessionRequestSchema,
        redirect(billingUrls.invoiceHistory),
      ),
    ),
    http.post(
      url('paymentMethodUpdatePortal'),
      withJsonBody(
        portalSessionRequestSchema,
        redirect(billingUrls.paymentMethodUpdate),
      ),
    ),
  ];
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
): HttpHandler[] => failingRoutes(Object.values(routes), error);

export const billingHandlersFailing: HttpHandler[] = failingBillingHandlers();

/** No billing call ever answers: the pages stay in their loading state. */
export const billingHandlersLoading: HttpHandler[] = pendingRoutes(
  Object.values(routes),
);
