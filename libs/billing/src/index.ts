export { SubscriptionBillingPage } from './pages/subscription-billing-page/subscription-billing-page';
export { SubscriptionPage } from './pages/subscription-page/subscription-page';
export { billingApi, useTierPlansQuery, useSubscriptionQuery, useSubscriptionPaymentMethodQuery, usePaymentMethodsQuery, useCreateCheckoutSessionMutation, useCreateFreeTrialSessionMutation, useDowngradeToFreeMutation, useInvoiceHistoryPortalMutation, usePaymentMethodUpdatePortalMutation } from './api/billing-api';
