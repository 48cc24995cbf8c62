import {
  baseApi,
  coveringCalls,
  fromEndpoint,
  userKeyedTags,
} from '@ruume/api-client';
import { paymentEndpoints } from '@ruume/contracts';

/** Plans and billing's calls, by slice endpoint (tier plans first: subscription/:id matches it too). */
export const billingCalls = {
  tierPlans: paymentEndpoints.tierPlans,
  subscription: paymentEndpoints.subscription,
  subscriptionPaymentMethod: paymentEndpoints.subscriptionPaymentMethod,
  paymentMethods: paymentEndpoints.paymentMethods,
  createCheckoutSession: paymentEndpoints.checkout,
  createFreeTrialSession: paymentEndpoints.freeTrialCheckout,
  downgradeToFree: paymentEndpoints.downgradeToFree,
  invoiceHistoryPortal: paymentEndpoints.invoiceHistoryPortal,
  paymentMethodUpdatePortal: paymentEndpoints.paymentMethodUpdatePortal,
  previewPlanChange: paymentEndpoints.previewPlanChange,
  changePlan: paymentEndpoints.changePlan,
};

export const billingApi = coveringCalls(
  billingCalls,
  baseApi
    .enhanceEndpoints({
      // Tier plans are public; the payment methods are the user's.
      addTagTypes: ['TierPlans', ...userKeyedTags('PaymentMethods')],
    })
    .injectEndpoints({
      endpoints: (build) => ({
        tierPlans: build.query({
          ...fromEndpoint(billingCalls.tierPlans),
          providesTags: ['TierPlans'],
        }),
        subscription: build.query({
          ...fromEndpoint(billingCalls.subscription),
          providesTags: (_result, _error, { id }) => [
            { type: 'Subscription', id },
          ],
        }),
        subscriptionPaymentMethod: build.query({
          ...fromEndpoint(billingCalls.subscriptionPaymentMethod),
          providesTags: ['PaymentMethods'],
        }),
        paymentMethods: build.query({
          ...fromEndpoint(billingCalls.paymentMethods),
          providesTags: ['PaymentMethods'],
        }),
        createCheckoutSession: build.mutation(
          fromEndpoint(billingCalls.createCheckoutSession),
        ),
        createFreeTrialSession: build.mutation(
          fromEndpoint(billingCalls.createFreeTrialSession),
        ),
        downgradeToFree: build.mutation({
          ...fromEndpoint(billingCalls.downgradeToFree),
          invalidatesTags: (_result, _error, { subscriptionId }) => [
            { type: 'Subscription', id: subscriptionId },
            'CurrentUser',
          ],
        }),
        // A POST that changes nothing: a query, asked again each time the dialog opens (the
        // proration moves with the clock).
        previewPlanChange: build.query({
          ...fromEndpoint(billingCalls.previewPlanChange),
          keepUnusedDataFor: 0,
        }),
        changePlan: build.mutation({
          ...fromEndpoint(billingCalls.changePlan),
          invalidatesTags: (_result, _error, { id }) => [
            { type: 'Subscription', id },
            'CurrentUser',
          ],
        }),
        invoiceHistoryPortal: build.mutation(
          fromEndpoint(billingCalls.invoiceHistoryPortal),
        ),
        paymentMethodUpdatePortal: build.mutation({
          ...fromEndpoint(billingCalls.paymentMethodUpdatePortal),
          invalidatesTags: ['PaymentMethods'],
        }),
      }),
    }),
);

export const {
  useTierPlansQuery,
  useSubscriptionQuery,
  useSubscriptionPaymentMethodQuery,
  usePaymentMethodsQuery,
  useCreateCheckoutSessionMutation,
  useCreateFreeTrialSessionMutation,
  useDowngradeToFreeMutation,
  usePreviewPlanChangeQuery,
  useChangePlanMutation,
  useInvoiceHistoryPortalMutation,
  usePaymentMethodUpdatePortalMutation,
} = billingApi;
