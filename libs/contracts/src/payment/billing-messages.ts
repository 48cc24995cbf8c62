// What plans and billing tell users, once: the api answers with these, the app and the sandbox
// payment pages show them.
import { paymentErrorMessages } from './payment-error-messages';
import { messages } from '../messages';
import type { PlanTier } from '../tiers/plan-tier';
import type { BillingInterval } from '../user/current-user';
import type { SubscriptionStatus } from './subscription-status';

const CYCLE_NAMES = {
  month: 'monthly',
  year: 'yearly',
} as const satisfies Record<BillingInterval, string>;

export const billingMessages = {
  /** What the payment calls answer when they refuse (API_ERRORS reads them). */
  ...paymentErrorMessages,

  /** The badge the app shows while payments run on the built-in sandbox (no real money). */
  testMode: 'test mode',
  testModeHint: 'payments are simulated: no card is charged.',

  // Cancelling
  cancelConfirmTitle: 'cancel your plan?',
  cancelConfirmText:
    'you will move to the free plan right away. your rooms, templates and files stay; what goes beyond the free plan becomes read-only.',
  cancelFailed: 'your plan could not be cancelled. please try again.',
  cancelPending:
    'your cancellation is on its way; refresh this page in a minute.',

  // Renewals
  pastDueTitle: 'your last payment failed',
  pastDueText:
    'we could not renew your plan. update your card to keep it; we will try again in a few days.',
  updateCard: 'update card',

  // Creators' payments account

  // The payment provider
  cardDeclined: 'your card was declined.',
  // The card form of the sandbox provider's pages (Stripe's own pages say theirs).
  cardNumberIncorrect: 'your card number is incorrect.',
  cardExpiryIncomplete: "your card's expiry date is incomplete. use mm/yy.",
  cardExpired: 'your card has expired.',
  cardCvcIncorrect: "your card's security code is incorrect.",

  // The subscription page (web)
  currentPlanTitle: 'your plan',
  plansTitle: 'plans',
  plansDescription:
    'every plan has rooms, templates and scheduling; paid plans add room for more people and your recordings.',
  billingCycleLabel: 'billing cycle',
  billingCycles: CYCLE_NAMES,
  savePercent: (percent: number) => `save ${percent}%`,
  tierTaglines: {
    house: 'free, for small get-togethers',
    student: 'for classes and study groups',
    professional: 'for coaches, consultants and creators',
    business: 'for teams and large events',
  } satisfies Record<PlanTier, string>,
  freePrice: 'free',
  perInterval: {
    month: '/ month',
    year: '/ year',
  } satisfies Record<BillingInterval, string>,
  yearlyPerMonth: (amount: string) => `${amount} a month, billed yearly`,
  priceUnavailable: 'price unavailable',
  currentPlan: 'current plan',
  featuresOf: (tier: PlanTier) => `what ${tier} includes`,
  participants: (count: number) => `up to ${count} participants`,
  audience: (count: number) =>
    count > 0 ? `an audience of up to ${count}` : 'no audience',
  embeddedLinks: (count: number) =>
    count > 0 ? `${count} embedded links per template` : 'no embedded links',
  backgrounds: (on: boolean) => (on ? 'backgrounds' : 'no backgrounds'),
  storedFiles: (on: boolean) =>
    on ? 'stored and monetised files' : 'no stored or monetised files',
  aiSummary: (on: boolean) => (on ? 'ai summary' : 'no ai summary'),
  upgradeTo: (tier: PlanTier) => `upgrade to ${tier}`,
  openingCheckout: 'opening checkout…',
  freePlanSummary:
    'you are on the free plan. upgrade for more participants, an audience and stored recordings.',
  statusNames: {
    trialing: 'free trial',
    active: 'active',
    past_due: 'payment failed',
    canceled: 'cancelled',
  } satisfies Record<SubscriptionStatus, string>,
  billedEvery: {
    month: 'billed monthly',
    year: 'billed yearly',
  } satisfies Record<BillingInterval, string>,
  renewsOn: (date: string) => `renews on ${date}`,
  trialEndsOn: (date: string) => `your free trial ends on ${date}`,
  endsOn: (date: string) => `ends on ${date}`,
  renewalFailed: (date: string) =>
    `the renewal of ${date} did not go through; update your card to keep your plan.`,

  // Changing plans (web)
  switchTo: (tier: PlanTier) => `switch to ${tier}`,
  switchToCycle: (interval: BillingInterval) =>
    `switch to ${CYCLE_NAMES[interval]} billing`,
  planChangeTitle: (tier: PlanTier, interval: BillingInterval) =>
    `switch to ${tier}, billed ${CYCLE_NAMES[interval]}?`,
  planChangeExplained:
    'the switch applies right away: the unused part of your current plan is credited, and the difference is charged to your card on file.',
  planChangeSummaryLabel: 'your new plan',
  planChangeNewPrice: 'new price',
  planChangeDueNow: 'due today',
  planChangeCredit: 'credit toward your next invoices',
  planChangeStarts: 'starts',
  planChangeToday: (date: string) => `today, ${date}`,
  planChangeRenews: 'next renewal',
  loadingPlanChange: 'working out your new price',
  planChangePreviewFailed: 'we could not work out the price of this switch.',
  confirmSwitch: 'confirm switch',
  keepCurrentPlan: 'keep my current plan',
  switchingPlan: 'switching your plan…',
  planChanged: (tier: PlanTier, interval: BillingInterval) =>
    `you are now on ${tier}, billed ${CYCLE_NAMES[interval]}.`,
  planChangePending:
    'your new plan is on its way; refresh this page in a minute.',

  // Storage
  storageTitle: 'recording storage',
  storageUsage: (used: string, available: string) => `${used} of ${available}`,
  storageOffOnFree: 'stored files come with paid plans.',
  storageReadOnly: (used: string) =>
    `${used} kept from an earlier plan, read-only.`,
  storageFull:
    'your storage is full: delete recordings or move to a bigger plan for more room.',

  // Free trial
  freeTrialTitle: (tier: PlanTier, months: number) =>
    `try ${tier} free for ${months} month${months === 1 ? '' : 's'}`,
  freeTrialText: 'every professional feature, no card needed.',
  startFreeTrial: 'start free trial',

  // Cancelling (web)
  cancelTitle: 'cancel plan',
  cancelDescription:
    'go back to the free plan. you can upgrade again at any time.',
  cancelPlan: 'cancel plan',
  cancelConfirm: 'cancel my plan',
  keepPlan: 'keep my plan',
  cancelling: 'cancelling your plan…',

  // The billing page (web)
  billingTabsLabel: 'billing',
  invoicesTab: 'invoices',
  paymentMethodsTab: 'payment methods',
  invoicesTitle: 'invoices and receipts',
  invoicesText:
    'your invoices and receipts are kept in the billing portal of our payment provider. it opens in a new tab.',
  openInvoices: 'view invoices',
  paymentMethodsTitle: 'payment methods',
  paymentMethodsText:
    'the cards saved for your plan. to add, remove or change one, use the billing portal; it opens in a new tab.',
  noPaymentMethods: 'no card on file yet.',
  updatePaymentMethod: 'update payment method',
  cardName: (brand: string, last4: string) => `${brand} ending in ${last4}`,
  cardExpires: (expiry: string) => `expires ${expiry}`,
  chargedCard: 'pays for your plan',
  openingPortal: 'opening…',

  // Loading and failures (web)
  loadingPlans: 'loading plans',
  loadingPaymentMethods: 'loading payment methods',
  loadFailedTitle: 'we could not load your billing details',
  tryAgain: messages.tryAgain,
} as const;
