export { SubscriptionBillingPage } from './pages/subscription-billing-page/subscription-billing-page';
export { SubscriptionPage } from './pages/subscription-page/subscription-page';
