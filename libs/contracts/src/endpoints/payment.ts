// SPEC §7 Payment calls: plans and billing, creators' payment accounts, recording checkout.
import { endpointsOf } from './endpoint';

const { call } = endpointsOf(() => import('./schemas'));

export const paymentEndpoints = {
  downgradeToFree: call(
    'POST',
    '/payment/subscription/downgrade-to-free',
    (s) => ({
      body: s.downgradeRequestSchema,
      response: s.noContent,
    }),
  ),
  subscription: call('GET', '/payment/subscription/:id', (s) => ({
    params: s.idParamsSchema,
    response: s.subscriptionSchema,
  })),
  /** What switching the subscription to another plan costs now, and when it applies. */
  previewPlanChange: call(
    'POST',
    '/payment/subscription/:id/preview-change',
    (s) => ({
      params: s.idParamsSchema,
      body: s.planChangeRequestSchema,
      response: s.planChangeSchema,
    }),
  ),
  /** Switches it, with proration; the provider's event then moves the account's plan. */
  changePlan: call('POST', '/payment/subscription/:id/change', (s) => ({
    params: s.idParamsSchema,
    body: s.planChangeRequestSchema,
    response: s.planChangeSchema,
  })),
  tierPlans: call('GET', '/payment/subscription/tier-plans', (s) => ({
    response: s.tierPlanListSchema,
  })),
  freeTrialCheckout: call(
    'POST',
    '/payment/checkout/session/free-trial',
    (s) => ({
      body: s.freeTrialSessionRequestSchema,
      response: s.urlResponseSchema,
    }),
  ),
  checkout: call('POST', '/payment/checkout/session', (s) => ({
    body: s.checkoutSessionRequestSchema,
    response: s.urlResponseSchema,
  })),
  invoiceHistoryPortal: call(
    'POST',
    '/payment/portal/invoice-history',
    (s) => ({
      body: s.portalSessionRequestSchema,
      response: s.urlResponseSchema,
    }),
  ),
  paymentMethodUpdatePortal: call(
    'POST',
    '/payment/portal/payment-method-update',
    (s) => ({
      body: s.portalSessionRequestSchema,
      response: s.urlResponseSchema,
    }),
  ),
  subscriptionPaymentMethod: call(
    'GET',
    '/payment/tier-subscription/:id/payment-method',
    (s) => ({
      params: s.idParamsSchema,
      response: s.paymentMethodSchema.nullable(),
    }),
  ),
  paymentMethods: call('GET', '/payment/payment-methods/list', (s) => ({
    response: s.paymentMethodListSchema,
  })),
  stripeAccount: call('GET', '/payment/stripe/account', (s) => ({
    response: s.connectedPaymentAccountSchema.nullable(),
  })),
  createStripeAccount: call('POST', '/payment/stripe/account', (s) => ({
    body: s.stripeAccountRequestSchema,
    response: s.urlResponseSchema,
  })),
  deleteStripeAccount: call('DELETE', '/payment/stripe/account', (s) => ({
    response: s.noContent,
  })),
  /** What stops being sold without the account or on the free plan (docs/sharing.md). */
  monetizedProducts: call('GET', '/payment/monetized-products', (s) => ({
    response: s.monetizedProductsSchema,
  })),
  onboardingLink: call(
    'POST',
    '/payment/stripe/account-link/onboarding',
    (s) => ({
      body: s.stripeAccountRequestSchema,
      response: s.urlResponseSchema,
    }),
  ),
};
