export {
  billingApi,
  billingCalls,
  useTierPlansQuery,
  useSubscriptionQuery,
  useSubscriptionPaymentMethodQuery,
  usePaymentMethodsQuery,
  useCreateCheckoutSessionMutation,
  useCreateFreeTrialSessionMutation,
  useDowngradeToFreeMutation,
  useInvoiceHistoryPortalMutation,
  usePaymentMethodUpdatePortalMutation,
} from './api/billing-api';
export { billingPages } from './lazy-pages';
