import {
  connectedAccount,
  paymentMethod,
  subscription,
  tierPlans,
} from '../testing';
import {
  connectedPaymentAccountSchema,
  maskAccountEmail,
} from './connected-account';
import { paymentMethodListSchema, paymentMethodSchema } from './payment-method';
import {
  checkoutSessionRequestSchema,
  downgradeRequestSchema,
  freeTrialSessionRequestSchema,
  portalSessionRequestSchema,
  stripeAccountRequestSchema,
} from './payment-requests';
import { monetizationMessages } from './monetization-messages';
import { subscriptionPeriodEnd, subscriptionSchema } from './subscription';
import {
  priceToDollars,
  tierPlanListSchema,
  tierPlanPrice,
  yearSavingsPercent,
} from './tier-plan';

describe('tier plans', () => {
  it('parse the server list', () => {
    expect(tierPlanListSchema.parse(tierPlans)).toEqual(tierPlans);
  });

  it('reject fractional cents and unknown intervals', () => {
    const [plan] = tierPlans;
    expect(
      tierPlanListSchema.safeParse([
        {
          ...plan,
          prices: [
            { id: 'p', unit_amount: 9.5, recurring: { interval: 'month' } },
          ],
        },
      ]).success,
    ).toBe(false);
    expect(
      tierPlanListSchema.safeParse([
        {
          ...plan,
          prices: [
            { id: 'p', unit_amount: 900, recurring: { interval: 'day' } },
          ],
        },
      ]).success,
    ).toBe(false);
    expect(
      tierPlanListSchema.safeParse([{ ...plan, metadata: {} }]).success,
    ).toBe(false);
  });

  it('find the price of a cycle', () => {
    const professional = tierPlans.find(
      (p) => p.metadata.tier === 'professional',
    );
    expect(professional && tierPlanPrice(professional, 'year')?.id).toBe(
      'price_professional_year',
    );
    expect(
      tierPlanPrice({ metadata: { tier: 'student' }, prices: [] }, 'month'),
    ).toBeUndefined();
  });
});

describe('priceToDollars', () => {
  it('divides cents by 100', () => {
    expect(priceToDollars(1499)).toBe(14.99);
    expect(priceToDollars(0)).toBe(0);
    expect(priceToDollars(100)).toBe(1);
    expect(priceToDollars(5)).toBe(0.05);
  });
});

describe('yearSavingsPercent (SPEC §5)', () => {
  it('rounds (12*monthly - yearly) / (12*monthly) * 100', () => {
    expect(yearSavingsPercent(1000, 9600)).toBe(20);
    expect(yearSavingsPercent(1499, 14388)).toBe(20); // 20.01 %
    expect(yearSavingsPercent(1000, 10000)).toBe(17); // 16.67 %
    expect(yearSavingsPercent(1000, 11940)).toBe(1); // 0.5 % rounds up
    expect(yearSavingsPercent(1000, 12000)).toBe(0);
    expect(yearSavingsPercent(1000, 0)).toBe(100);
  });

  it('is negative when a year costs more, and 0 without a monthly price', () => {
    expect(yearSavingsPercent(1000, 13200)).toBe(-10);
    expect(Object.is(yearSavingsPercent(1000, 12040), 0)).toBe(true); // -0.33 % is 0, not -0
    expect(yearSavingsPercent(0, 9600)).toBe(0);
    expect(yearSavingsPercent(-5, 9600)).toBe(0);
    expect(yearSavingsPercent(Number.NaN, 9600)).toBe(0);
  });
});

describe('payment request bodies', () => {
  it('checkout takes a price and relative routes', () => {
    const body = {
      priceId: 'price_professional_month',
      successUrlRoute: 'settings/subscription',
      cancelUrlRoute: 'settings/subscription',
    };
    expect(checkoutSessionRequestSchema.parse(body)).toEqual(body);
    expect(
      checkoutSessionRequestSchema.safeParse({
        ...body,
        successUrlRoute: 'https://evil.example',
      }).error?.issues[0]?.message,
    ).toBe('success route must be a path inside the app');
    expect(
      checkoutSessionRequestSchema.safeParse({ ...body, priceId: undefined })
        .error?.issues[0]?.message,
    ).toBe('price id is required');
  });

  it('free trial, portal, account and downgrade', () => {
    expect(
      freeTrialSessionRequestSchema.parse({
        successUrlRoute: 'a',
        cancelUrlRoute: 'b',
      }),
    ).toEqual({
      successUrlRoute: 'a',
      cancelUrlRoute: 'b',
    });
    expect(
      portalSessionRequestSchema.parse({
        returnUrlRoute: 'settings/subscription-billing',
      }),
    ).toBeTruthy();
    expect(
      stripeAccountRequestSchema.safeParse({ returnUrlRoute: '//evil.example' })
        .success,
    ).toBe(false);
    expect(downgradeRequestSchema.parse({ subscriptionId: 'sub_1' })).toEqual({
      subscriptionId: 'sub_1',
    });
    expect(downgradeRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'subscription id is required',
    );
  });
});

describe('payment entities', () => {
  it('payment methods', () => {
    expect(paymentMethodListSchema.parse([paymentMethod])).toEqual([
      paymentMethod,
    ]);
    expect(
      paymentMethodSchema.safeParse({
        ...paymentMethod,
        card: { ...paymentMethod.card, last4: '42' },
      }).success,
    ).toBe(false);
    expect(
      paymentMethodSchema.safeParse({
        ...paymentMethod,
        card: { ...paymentMethod.card, exp_month: 13 },
      }).success,
    ).toBe(false);
  });

  it('connected account, also before onboarding', () => {
    expect(connectedPaymentAccountSchema.parse(connectedAccount)).toEqual(
      connectedAccount,
    );
    const fresh = {
      ...connectedAccount,
      individual: null,
      email: null,
      default_currency: null,
      payouts_enabled: false,
    };
    expect(connectedPaymentAccountSchema.parse(fresh)).toEqual(fresh);
    expect(
      connectedPaymentAccountSchema.safeParse({
        ...connectedAccount,
        payouts_enabled: 'yes',
      }).success,
    ).toBe(false);
  });

  it("payout schedules: the sandbox's set time, Stripe's delay, none before an account", () => {
    const text = monetizationMessages.payoutSchedule;
    expect(text({ interval: 'daily', delay_days: 0, time_utc: '00:00' })).toBe(
      'payouts are sent daily at 00:00 UTC to your connected account.',
    );
    expect(text({ interval: 'daily', delay_days: 2, time_utc: null })).toBe(
      "payouts are sent daily to your connected account, on your payment provider's schedule. each payment is paid out 2 days after it is made.",
    );
    expect(text({ interval: 'weekly', delay_days: null, time_utc: null })).toBe(
      "payouts are sent weekly to your connected account, on your payment provider's schedule.",
    );
    expect(text({ interval: 'manual', delay_days: null, time_utc: null })).toBe(
      "payouts are sent when you ask for them in your payment provider's dashboard.",
    );
    expect(text(null)).toBe(
      'payouts are sent daily to your connected account.',
    );
    expect(
      connectedPaymentAccountSchema.safeParse({
        ...connectedAccount,
        payout_schedule: { interval: 'hourly', delay_days: 0, time_utc: null },
      }).success,
    ).toBe(false);
  });

  it('subscription period end is epoch seconds', () => {
    expect(subscriptionSchema.parse(subscription)).toEqual(subscription);
    expect(
      subscriptionPeriodEnd({
        current_period_end: 1_767_225_600,
      }).toISOString(),
    ).toBe('2026-01-01T00:00:00.000Z');
    expect(
      subscriptionSchema.safeParse({ id: 's', current_period_end: 1.5 })
        .success,
    ).toBe(false);
  });
});

describe('maskAccountEmail (SPEC §9)', () => {
  it.each([
    ['janedoe@example.com', 'jan***@example.com'],
    ['jane@example.com', 'jan***@example.com'],
    ['abc@example.com', 'ab***@example.com'],
    ['ab@example.com', 'a***@example.com'],
    ['a@example.com', '***@example.com'],
    ['@example.com', '***@example.com'],
    ['"a@b"@example.com', '"a@***@example.com'],
    ['janedoe', 'jan***'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%p → %p', (email, masked) => {
    expect(maskAccountEmail(email)).toBe(masked);
  });

  it('never reveals the local part length', () => {
    expect(maskAccountEmail('jan12345678@x.io')).toBe(
      maskAccountEmail('jan1@x.io'),
    );
  });
});
