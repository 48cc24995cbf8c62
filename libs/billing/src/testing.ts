// Fixtures, MSW handlers and story helpers of the billing lib, for its own tests and stories and
// for other libs (the shell's route tests can answer the settings pages with billingHandlers).
// Page stories pick a signed-in account per story (`decorators: [withBillingAccount(billingUsers.student)]`)
// and, for a state, handlers tried first: billingHandlersEmpty, billingHandlersFailing,
// billingHandlersLoading.
import {
  createElement,
  Fragment,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { HttpHandler, RequestHandler } from 'msw';
import { Provider } from 'react-redux';
import {
  createAppStore,
  sessionChecked,
  type AppStateOf,
  type AppStoreOf,
} from '@ruume/api-client';
import {
  failingEndpoints,
  mockCalls,
  mockEndpoint,
  pendingEndpoints,
  withApi,
  type MockReply,
  type MockRequest,
} from '@ruume/api-client/testing';
import {
  authEndpoints,
  currentTier,
  paymentEndpoints,
  type ApiErrorCode,
  type CurrentUser,
  type MonetizedProducts,
  type PaymentMethod,
  type PlanChange,
  type PlanSubscription,
  type Subscription,
  type TierPlan,
} from '@ruume/contracts';
import {
  buildCurrentUser,
  monetizedProducts,
  paymentMethod,
  subscription,
  tierPlans,
} from '@ruume/contracts/testing';
import { Toaster } from '@ruume/ui-kit';
import { billingCalls } from './api/billing-api';

// ---- Fixtures --------------------------------------------------------------------------------

/** Student, professional and business plans, monthly and yearly (cents); the card on file; a subscription renewing 2026-01-01. */
export { monetizedProducts, paymentMethod, subscription, tierPlans };

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

const GB = 1000 * 1000 * 1000;
/** Epoch seconds of a midday (UTC), so every time zone within ±11 h shows the same day. */
const midday = (day: string) => Date.parse(`${day}T12:00:00Z`) / 1000;

const planSubscription = (
  overrides: Partial<PlanSubscription> & Pick<PlanSubscription, 'id' | 'tier'>,
): PlanSubscription => ({
  interval: { unit: 'month' },
  status: 'active',
  currentPeriodEnd: midday('2026-01-15'),
  ...overrides,
});

/**
 * A signed-in user in each billing state (SPEC §4 plan tier): house with and without the free
 * trial, a professional trial, professional monthly and yearly, student, business, and a
 * professional plan whose last renewal failed.
 */
export const billingUsers = {
  /** Free plan, the trial still available, no stored files. */
  houseWithTrial: buildCurrentUser({
    id: '11111111-1111-4111-8111-111111111111',
    email: 'hana.house@example.com',
    firstName: 'hana',
    lastName: 'house',
    isFreeTrialAvailable: true,
  }),
  /** Free plan after a trial and a paid plan: 3.2 GB kept from then, read-only. */
  houseWithoutTrial: buildCurrentUser({
    id: '22222222-2222-4222-8222-222222222222',
    email: 'hugo.house@example.com',
    firstName: 'hugo',
    lastName: 'house',
    isFreeTrialAvailable: false,
    recordingStorage: { used: 3.2 * GB, available: 0 },
  }),
  /** Professional on the free trial, which ends on 15 July 2025. */
  trialing: buildCurrentUser({
    id: '33333333-3333-4333-8333-333333333333',
    email: 'tess.trial@example.com',
    firstName: 'tess',
    lastName: 'trial',
    isFreeTrialAvailable: false,
    planSubscription: planSubscription({
      id: 'sub_1ProfessionalTrial',
      tier: 'professional',
      status: 'trialing',
      currentPeriodEnd: midday('2025-07-15'),
    }),
    recordingStorage: { used: 1.5 * GB, available: 100 * GB },
  }),
  /** Professional, monthly, renewing on 15 January 2026; 12.5 of 100 GB used. */
  professionalMonthly: buildCurrentUser({
    id: '44444444-4444-4444-8444-444444444444',
    email: 'pat.pro@example.com',
    firstName: 'pat',
    lastName: 'pro',
    isFreeTrialAvailable: false,
    planSubscription: planSubscription({
      id: 'sub_1ProfessionalMonthly',
      tier: 'professional',
    }),
    recordingStorage: { used: 12.5 * GB, available: 100 * GB },
  }),
  /** Professional, yearly, renewing on 15 June 2026. */
  professionalYearly: buildCurrentUser({
    id: '55555555-5555-4555-8555-555555555555',
    email: 'yara.yearly@example.com',
    firstName: 'yara',
    lastName: 'yearly',
    isFreeTrialAvailable: false,
    planSubscription: planSubscription({
      id: 'sub_1ProfessionalYearly',
      tier: 'professional',
      interval: { unit: 'year' },
      currentPeriodEnd: midday('2026-06-15'),
    }),
    recordingStorage: { used: 40 * GB, available: 100 * GB },
  }),
  /** Student, monthly; storage nearly full (48.73 of 50 GB). */
  student: buildCurrentUser({
    id: '66666666-6666-4666-8666-666666666666',
    email: 'sol.student@example.com',
    firstName: 'sol',
    lastName: 'student',
    isFreeTrialAvailable: false,
    planSubscription: planSubscription({
      id: 'sub_1StudentMonthly',
      tier: 'student',
      currentPeriodEnd: midday('2025-12-15'),
    }),
    recordingStorage: { used: 48.73 * GB, available: 50 * GB },
  }),
  /** Business, yearly: cancelled through support only. */
  business: buildCurrentUser({
    id: '77777777-7777-4777-8777-777777777777',
    email: 'bo.business@example.com',
    firstName: 'bo',
    lastName: 'business',
    workspaceName: 'big corp',
    isFreeTrialAvailable: false,
    planSubscription: planSubscription({
      id: 'sub_1BusinessYearly',
      tier: 'business',
      interval: { unit: 'year' },
      currentPeriodEnd: midday('2027-01-15'),
    }),
    recordingStorage: { used: 250 * GB, available: 1000 * GB },
  }),
  /** Professional, monthly, the last renewal failed: the update-your-card notice shows. */
  pastDue: buildCurrentUser({
    id: '88888888-8888-4888-8888-888888888888',
    email: 'dee.due@example.com',
    firstName: 'dee',
    lastName: 'due',
    isFreeTrialAvailable: false,
    planSubscription: planSubscription({
      id: 'sub_1ProfessionalPastDue',
      tier: 'professional',
      status: 'past_due',
      currentPeriodEnd: midday('2025-06-15'),
    }),
    recordingStorage: { used: 20 * GB, available: 100 * GB },
  }),
} satisfies Record<string, CurrentUser>;

export type BillingUserState = keyof typeof billingUsers;

/** The same account once it is back on the free plan (what a finished downgrade answers). */
export const downgradedUser = (user: CurrentUser): CurrentUser => ({
  ...user,
  planSubscription: null,
  recordingStorage: { ...user.recordingStorage, available: 0 },
});

/**
 * What switching to `priceId` costs in the fixtures: on 31 December 2025, half of a $15 month is
 * left ($7.50 credited); the same cycle charges half the new price until 15 January, a new cycle
 * its whole price for a period from that day.
 */
export function planChangeQuote(priceId: string): PlanChange {
  const plan = tierPlans.find((candidate) =>
    candidate.prices.some((price) => price.id === priceId),
  );
  const price = plan?.prices.find((candidate) => candidate.id === priceId);
  if (!plan || !price) throw new Error(`no fixture price ${priceId}`);
  const interval = price.recurring.interval;
  const unusedCredit = 750;
  const charge =
    interval === 'year' ? price.unit_amount : Math.round(price.unit_amount / 2);
  return {
    price_id: price.id,
    tier: plan.metadata.tier,
    interval,
    unit_amount: price.unit_amount,
    currency: 'usd',
    amount_due: Math.max(0, charge - unusedCredit),
    credit: Math.max(0, unusedCredit - charge),
    effective_at: midday('2025-12-31'),
    current_period_end: midday(
      interval === 'year' ? '2026-12-31' : '2026-01-15',
    ),
  };
}

// ---- Handlers --------------------------------------------------------------------------------

export interface BillingData {
  tierPlans: TierPlan[];
  /** Answered for any subscription id, with that id. */
  subscription: Subscription;
  /** The card a subscription charges (null: none on file). */
  subscriptionPaymentMethod: PaymentMethod | null;
  paymentMethods: PaymentMethod[];
  /** What the account sells, counted for the cancellation's confirmation. */
  monetizedProducts: MonetizedProducts;
}

const defaultData: BillingData = {
  tierPlans,
  subscription,
  subscriptionPaymentMethod: paymentMethod,
  paymentMethods,
  monetizedProducts,
};

type Calls = typeof billingCalls;
type Replies = {
  [Name in keyof Calls]: (
    request: MockRequest<Calls[Name]>,
  ) => MockReply<Calls[Name]>;
};

function billingReplies(data: Partial<BillingData>): Replies {
  const answers = { ...defaultData, ...data };
  const redirect = (url: string) => () => ({ url });
  return {
    tierPlans: () => answers.tierPlans,
    subscription: ({ params }) => ({ ...answers.subscription, id: params.id }),
    subscriptionPaymentMethod: () => answers.subscriptionPaymentMethod,
    paymentMethods: () => answers.paymentMethods,
    createCheckoutSession: redirect(billingUrls.checkout),
    createFreeTrialSession: redirect(billingUrls.freeTrial),
    downgradeToFree: () => undefined,
    invoiceHistoryPortal: redirect(billingUrls.invoiceHistory),
    paymentMethodUpdatePortal: redirect(billingUrls.paymentMethodUpdate),
    previewPlanChange: ({ body }) => planChangeQuote(body.priceId),
    changePlan: ({ body }) => planChangeQuote(body.priceId),
  };
}

/** api-client's shared call, read by the cancellation's confirmation. */
function monetizedProductsHandler(data: Partial<BillingData>) {
  const products = data.monetizedProducts ?? defaultData.monetizedProducts;
  return mockEndpoint(paymentEndpoints.monetizedProducts, () => products);
}

/** Handlers answering every billing call from `data` (the fixtures by default). */
export function buildBillingHandlers(
  data: Partial<BillingData> = {},
): HttpHandler[] {
  return [
    ...mockCalls(billingCalls, billingReplies(data)),
    monetizedProductsHandler(data),
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
): HttpHandler[] => failingEndpoints(Object.values(billingCalls), error);

export const billingHandlersFailing: HttpHandler[] = failingBillingHandlers();

/** No billing call ever answers: the pages stay in their loading state. */
export const billingHandlersLoading: HttpHandler[] = pendingEndpoints(
  Object.values(billingCalls),
);

export interface BillingAccountOptions extends Partial<BillingData> {
  /**
   * After a downgrade, how many more times auth/me answers the paid plan before it answers the
   * free one (default 2: the polling of SPEC §4 sees house on its third try at the latest).
   */
  pollsUntilHouse?: number;
}

/**
 * A signed-in account over its own state: auth/me answers `user`, the subscription answers its
 * plan, and a downgrade turns the account to house after `pollsUntilHouse` more auth/me calls,
 * as the payment provider's webhook does a moment after the call. Fresh state per call: build
 * one per test (stories: withBillingAccount does).
 */
export function buildBillingAccountHandlers(
  user: CurrentUser,
  { pollsUntilHouse = 2, ...data }: BillingAccountOptions = {},
): HttpHandler[] {
  let current = user;
  let paidAnswersLeft: number | null = null;
  const replies = billingReplies(data);
  const plan = () => current.planSubscription;
  return [
    monetizedProductsHandler(data),
    mockEndpoint(authEndpoints.me, () => {
      if (paidAnswersLeft !== null) {
        if (paidAnswersLeft === 0) current = downgradedUser(user);
        else paidAnswersLeft -= 1;
      }
      return current;
    }),
    ...mockCalls(billingCalls, {
      ...replies,
      subscription: ({ params }) => ({
        ...(data.subscription ?? subscription),
        id: params.id,
        tier: currentTier(current),
        interval: plan()?.interval.unit ?? 'month',
        status: plan()?.status ?? 'canceled',
        current_period_end:
          plan()?.currentPeriodEnd ?? subscription.current_period_end,
        trial_end:
          plan()?.status === 'trialing'
            ? (plan()?.currentPeriodEnd ?? null)
            : null,
      }),
      downgradeToFree: () => {
        paidAnswersLeft = pollsUntilHouse;
        return undefined;
      },
      // The sandbox applies a change before it answers: the next auth/me has the new plan.
      changePlan: (request) => {
        const change = replies.changePlan(request) as PlanChange;
        const live = plan();
        if (live) {
          current = {
            ...current,
            planSubscription: {
              ...live,
              tier: change.tier,
              interval: { unit: change.interval },
              currentPeriodEnd: change.current_period_end,
            },
          };
        }
        return change;
      },
    }),
  ];
}

/** A store as the shell builds it: the API cache and the session. */
export type BillingStore = AppStoreOf<AppStateOf<Record<never, never>>>;

/** A store whose session check is over: signed in as `user` (the shell's store, in tests). */
export const createBillingStore = (user: CurrentUser | null): BillingStore => {
  const store = createAppStore();
  store.dispatch(sessionChecked(user));
  return store;
};

/**
 * For a Testing Library render as the shell has it: a store signed in as `user`, and a wrapper
 * providing it with the toaster (`render(ui, { wrapper })`, or renderWithTheme from
 * `@ruume/ui-kit/testing` for the theme and router too). Answer the API with msw.
 */
export function billingAccountWrapper(user: CurrentUser): {
  store: BillingStore;
  wrapper: (props: { children: ReactNode }) => ReactElement;
} {
  const store = createBillingStore(user);
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(Provider, {
      store,
      children: createElement(Fragment, null, children, createElement(Toaster)),
    });
  return { store, wrapper };
}

export interface WithBillingAccountOptions extends BillingAccountOptions {
  /** Tried before the account's own handlers: a state (Failing, Loading) or one call's error. */
  handlers?: RequestHandler[];
}

function FreshBillingAccount({
  user,
  options: { handlers = [], ...options },
  Story,
}: {
  user: CurrentUser;
  options: WithBillingAccountOptions;
  Story: ComponentType;
}) {
  // Built once per mount: each rendering of a story starts from the account's first state.
  const [decorate] = useState(() =>
    withApi([...handlers, ...buildBillingAccountHandlers(user, options)], {
      store: () => createBillingStore(user),
    }),
  );
  return decorate(Story);
}

/**
 * Story decorator: signed in as `user`, every billing call and auth/me answered over the
 * account's own state (see buildBillingAccountHandlers), `handlers` tried first.
 */
export const withBillingAccount =
  (user: CurrentUser, options: WithBillingAccountOptions = {}) =>
  (Story: ComponentType): ReactElement =>
    createElement(FreshBillingAccount, { user, options, Story });
