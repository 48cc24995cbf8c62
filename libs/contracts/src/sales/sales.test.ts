import { PLAN_TIERS } from '../tiers/plan-tier';
import { earningsSharePercent } from '../tiers/tier-features';
import {
  creatorSalesSchema,
  platformFeeCents,
  SALE_EARNING_SOURCE,
  SALE_PRODUCT_KINDS,
} from './sales';

describe('the one fee rule of creator sales', () => {
  it.each([
    // SPEC §9: file sales 90 % (student, business) and 80 % (professional); house sells none.
    ['student', 'recording', 499, 50],
    ['professional', 'recording', 999, 200],
    ['business', 'recording', 1000, 100],
    ['house', 'recording', 1000, null],
    // Participants: house 80 %, student 90 %, professional 80 %, business 100 %.
    ['house', 'room-entry', 1000, 200],
    ['student', 'room-entry', 1000, 100],
    ['professional', 'room-entry', 1000, 200],
    ['business', 'room-entry', 1000, 0],
  ] as const)(
    '%s %s of %i cents: the platform keeps %s',
    (tier, kind, amount, fee) => {
      expect(platformFeeCents(amount, tier, kind)).toBe(fee);
    },
  );

  it('reads every kind’s share from the tiers’ earnings table', () => {
    for (const tier of PLAN_TIERS)
      for (const kind of SALE_PRODUCT_KINDS) {
        const share = earningsSharePercent(tier, SALE_EARNING_SOURCE[kind]);
        expect(platformFeeCents(10_000, tier, kind)).toBe(
          share === null ? null : 10_000 - share * 100,
        );
      }
  });

  it('refuses a row of an unknown kind', () => {
    const row = {
      kind: 'recording',
      productId: null,
      productName: 'talk',
      currency: 'usd',
      purchases: 1,
      donations: 0,
      grossCents: 100,
      feeCents: 10,
      netCents: 90,
    };
    expect(creatorSalesSchema.parse(row)).toEqual(row);
    expect(
      creatorSalesSchema.safeParse({ ...row, kind: 'audience' }).success,
    ).toBe(false);
  });
});
