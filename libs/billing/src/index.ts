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
  usePreviewPlanChangeQuery,
  useChangePlanMutation,
  useInvoiceHistoryPortalMutation,
  usePaymentMethodUpdatePortalMutation,
} from './api/billing-api';
export { billingPages } from './lazy-pages';
// Light enough for the shell's signed-in layout: no schema or form library behind them.
export { PastDueNotice } from './components/past-due-notice/past-due-notice';
export {
  TestModeBadge,
  type TestModeBadgeProps,
} from './components/test-mode-badge/test-mode-badge';
