import { createAppStore } from '@ruume/api-client';
import {
  endpointCaller,
  stillPending,
  type EndpointArgs,
} from '@ruume/api-client/testing';
import {
  currentTier,
  currentUserSchema,
  paymentMethodListSchema,
  subscriptionPeriodEnd,
  subscriptionSchema,
  tierPlanListSchema,
  tierPlanPrice,
} from '@ruume/contracts';
import { professionalUser } from '@ruume/contracts/testing';
import { billingApi } from './api/billing-api';
import {
  billingHandlers,
  billingHandlersEmpty,
  billingHandlersFailing,
  billingHandlersLoading,
  billingUrls,
  billingUsers,
  buildBillingAccountHandlers,
  createBillingStore,
  paymentMethods,
  tierPlans,
} from './testing';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';

const server = setupApiMocks(...billingHandlers);

const subscriptionId = professionalUser.planSubscription?.id ?? 'sub_missing';
const back = {
  successUrlRoute: 'settings/subscription',
  cancelUrlRoute: 'settings/subscription',
};

/** A realistic argument for every endpoint; the compiler fails here when the slice gains one. */
const calls = {
  tierPlans: undefined,
  subscription: { id: subscriptionId },
  subscriptionPaymentMethod: { id: subscriptionId },
  paymentMethods: undefined,
  createCheckoutSession: { priceId: 'price_professional_year', ...back },
  createFreeTrialSession: back,
  downgradeToFree: { subscriptionId },
  invoiceHistoryPortal: { returnUrlRoute: 'settings/subscription-billing' },
  paymentMethodUpdatePortal: {
    returnUrlRoute: 'settings/subscription-billing',
  },
  previewPlanChange: { id: subscriptionId, priceId: 'price_business_year' },
  changePlan: { id: subscriptionId, priceId: 'price_business_year' },
} satisfies EndpointArgs<typeof billingApi.endpoints>;

const { endpoints, start, call } = endpointCaller(billingApi, calls);

describe('billingHandlers', () => {
  it.each(endpoints)('answer %s', async (endpoint) => {
    const { error } = await call(createAppStore(), endpoint);
    expect(error).toBeUndefined();
  });

  it('serve the student, professional and business plans, with yearly prices', async () => {
    const { data } = await call(createAppStore(), 'tierPlans');
    const plans = tierPlanListSchema.parse(data);
    expect(plans.map((plan) => plan.metadata.tier)).toEqual([
      'student',
      'professional',
      'business',
    ]);
    expect(
      plans.map((plan) => tierPlanPrice(plan, 'year')?.unit_amount),
    ).toEqual([7668, 14388, 47988]);
  });

  it('serve the subscription asked for, renewing on 2026-01-01', async () => {
    const { data } = await call(createAppStore(), 'subscription', {
      id: 'sub_1AnyOtherId',
    });
    const answered = subscriptionSchema.parse(data);
    expect(answered.id).toBe('sub_1AnyOtherId');
    expect(subscriptionPeriodEnd(answered).toISOString()).toBe(
      '2026-01-01T00:00:00.000Z',
    );
  });

  it('serve the saved cards and the one the subscription charges', async () => {
    const store = createAppStore();
    const cards = paymentMethodListSchema.parse(
      (await call(store, 'paymentMethods')).data,
    );
    expect(cards.map(({ card }) => `${card.brand} ${card.last4}`)).toEqual([
      'visa 4242',
      'mastercard 4444',
    ]);
    const { data: charged } = await call(store, 'subscriptionPaymentMethod');
    expect(charged).toMatchObject({ card: { brand: 'visa', last4: '4242' } });
  });

  it('send checkout and the portals to the payment provider', async () => {
    const store = createAppStore();
    expect((await call(store, 'createCheckoutSession')).data).toEqual({
      url: billingUrls.checkout,
    });
    expect((await call(store, 'createFreeTrialSession')).data).toEqual({
      url: billingUrls.freeTrial,
    });
    expect((await call(store, 'invoiceHistoryPortal')).data).toEqual({
      url: billingUrls.invoiceHistory,
    });
    expect((await call(store, 'paymentMethodUpdatePortal')).data).toEqual({
      url: billingUrls.paymentMethodUpdate,
    });
  });

  it('refuse a checkout without a price as the api does', async () => {
    const { error } = await call(createAppStore(), 'createCheckoutSession', {
      ...back,
      priceId: '',
    });
    expect(error).toMatchObject({
      status: 400,
      data: {
        error: 'VALIDATION_ERROR',
        message: expect.stringContaining('priceId: price id is required'),
      },
    });
  });

  it('serve valid fixtures: a price for every plan and distinct cards', () => {
    expect(tierPlanListSchema.parse(tierPlans)).toEqual(tierPlans);
    expect(paymentMethodListSchema.parse(paymentMethods)).toEqual(
      paymentMethods,
    );
    expect(new Set(paymentMethods.map((method) => method.id)).size).toBe(
      paymentMethods.length,
    );
  });
});

describe('billing state handlers', () => {
  it('Empty: no card on file, plans still listed', async () => {
    server.use(...billingHandlersEmpty);
    const store = createAppStore();
    expect((await call(store, 'paymentMethods')).data).toEqual([]);
    expect((await call(store, 'subscriptionPaymentMethod')).data).toBeNull();
    expect((await call(store, 'tierPlans')).data).toHaveLength(3);
  });

  it.each(endpoints)(
    'Failing: %s fails with the api’s 503',
    async (endpoint) => {
      server.use(...billingHandlersFailing);
      const { error } = await call(createAppStore(), endpoint);
      expect(error).toEqual({
        status: 503,
        data: {
          error: 'DATABASE_UNAVAILABLE',
          message:
            'the service is temporarily unavailable; please try again later',
        },
      });
    },
  );

  it.each(endpoints)('Loading: %s never answers', async (endpoint) => {
    server.use(...billingHandlersLoading);
    await expect(stillPending(start(createAppStore(), endpoint))).resolves.toBe(
      true,
    );
  });
});

describe('billing users', () => {
  it('are valid current users, one per plan state', () => {
    const users = Object.values(billingUsers);
    for (const user of users)
      expect(currentUserSchema.parse(user)).toEqual(user);
    expect(new Set(users.map((user) => user.id)).size).toBe(users.length);
    expect(
      Object.fromEntries(
        Object.entries(billingUsers).map(([state, user]) => [
          state,
          [
            currentTier(user),
            user.planSubscription?.status ?? null,
            user.planSubscription?.interval.unit ?? null,
            user.isFreeTrialAvailable,
          ],
        ]),
      ),
    ).toEqual({
      houseWithTrial: ['house', null, null, true],
      houseWithoutTrial: ['house', null, null, false],
      trialing: ['professional', 'trialing', 'month', false],
      professionalMonthly: ['professional', 'active', 'month', false],
      professionalYearly: ['professional', 'active', 'year', false],
      student: ['student', 'active', 'month', false],
      business: ['business', 'active', 'year', false],
      pastDue: ['professional', 'past_due', 'month', false],
    });
  });
});

describe('buildBillingAccountHandlers', () => {
  const account = billingUsers.professionalMonthly;
  const accountId = account.planSubscription?.id ?? 'sub_missing';
  it('answers auth/me with the account, and its subscription’s plan', async () => {
    server.use(...buildBillingAccountHandlers(account));
    const store = createBillingStore(account);
    expect((await fetchMe()).planSubscription?.tier).toBe('professional');
    const { data } = await call(store, 'subscription', { id: accountId });
    expect(subscriptionSchema.parse(data)).toMatchObject({
      id: accountId,
      tier: 'professional',
      interval: 'month',
      status: 'active',
    });
  });

  it('turns the account to house a couple of auth/me calls after a downgrade', async () => {
    server.use(...buildBillingAccountHandlers(account, { pollsUntilHouse: 2 }));
    const store = createBillingStore(account);
    expect((await fetchMe()).planSubscription).not.toBeNull();
    await call(store, 'downgradeToFree', { subscriptionId: accountId });
    const tiers = [];
    for (let i = 0; i < 4; i++) tiers.push(currentTier(await fetchMe()));
    expect(tiers).toEqual(['professional', 'professional', 'house', 'house']);
  });

  it('starts from the paid plan again in a fresh set of handlers', async () => {
    server.use(...buildBillingAccountHandlers(account, { pollsUntilHouse: 0 }));
    await call(createBillingStore(account), 'downgradeToFree', {
      subscriptionId: accountId,
    });
    expect(currentTier(await fetchMe())).toBe('house');
    server.use(...buildBillingAccountHandlers(account));
    expect(currentTier(await fetchMe())).toBe('professional');
  });
});

/** GET auth/me as the app calls it, answered by the mocks. */
async function fetchMe() {
  const response = await fetch('http://localhost/api/v1/auth/me');
  return currentUserSchema.parse(await response.json());
}
