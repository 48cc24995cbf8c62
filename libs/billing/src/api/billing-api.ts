import { baseApi } from '@ruume/api-client';
import {
  apiPaths,
  type CheckoutSessionRequest,
  type DowngradeRequest,
  type FreeTrialSessionRequest,
  type PaymentMethod,
  type PortalSessionRequest,
  type Subscription,
  type TierPlan,
} from '@ruume/contracts';

type UrlResponse = { url: string };

export const billingApi = baseApi
  .enhanceEndpoints({
    addTagTypes: ['TierPlans', 'Subscription', 'PaymentMethods'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      tierPlans: build.query<TierPlan[], void>({
        query: () => apiPaths.payment.tierPlans(),
        providesTags: ['TierPlans'],
      }),
      subscription: build.query<Subscription, string>({
        query: (id) => apiPaths.payment.subscription(id),
        providesTags: (_result, _error, id) => [{ type: 'Subscription', id }],
      }),
      subscriptionPaymentMethod: build.query<PaymentMethod | null, string>({
        query: (id) => apiPaths.payment.subscriptionPaymentMethod(id),
        providesTags: ['PaymentMethods'],
      }),
      paymentMethods: build.query<PaymentMethod[], void>({
        query: () => apiPaths.payment.paymentMethods(),
        providesTags: ['PaymentMethods'],
      }),
      createCheckoutSession: build.mutation<
        UrlResponse,
        CheckoutSessionRequest
      >({
        query: (body) => ({
          url: apiPaths.payment.checkout(),
          method: 'POST',
          body,
        }),
      }),
      createFreeTrialSession: build.mutation<
        UrlResponse,
        FreeTrialSessionRequest
      >({
        query: (body) => ({
          url: apiPaths.payment.freeTrialCheckout(),
          method: 'POST',
          body,
        }),
      }),
      downgradeToFree: build.mutation<void, DowngradeRequest>({
        query: (body) => ({
          url: apiPaths.payment.downgradeToFree(),
          method: 'POST',
          body,
        }),
        invalidatesTags: (_result, _error, { subscriptionId }) => [
          { type: 'Subscription', id: subscriptionId },
          'CurrentUser',
        ],
      }),
      invoiceHistoryPortal: build.mutation<UrlResponse, PortalSessionRequest>({
        query: (body) => ({
          url: apiPaths.payment.invoiceHistoryPortal(),
          method: 'POST',
          body,
        }),
      }),
      paymentMethodUpdatePortal: build.mutation<
        UrlResponse,
        PortalSessionRequest
      >({
        query: (body) => ({
          url: apiPaths.payment.paymentMethodUpdatePortal(),
          method: 'POST',
          body,
        }),
        invalidatesTags: ['PaymentMethods'],
      }),
    }),
  });

export const {
  useTierPlansQuery,
  useSubscriptionQuery,
  useSubscriptionPaymentMethodQuery,
  usePaymentMethodsQuery,
  useCreateCheckoutSessionMutation,
  useCreateFreeTrialSessionMutation,
  useDowngradeToFreeMutation,
  useInvoiceHistoryPortalMutation,
  usePaymentMethodUpdatePortalMutation,
} = billingApi;
