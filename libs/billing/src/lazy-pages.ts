// Pages loaded on first visit, each in a chunk of its own: the shell's routes call these
// loaders, so none of this code is in the first bundle.
export const billingPages = {
  subscriptionBilling: () =>
    import('./pages/subscription-billing-page/subscription-billing-page').then(
      (m) => m.SubscriptionBillingPage,
    ),
  subscription: () =>
    import('./pages/subscription-page/subscription-page').then(
      (m) => m.SubscriptionPage,
    ),
};
