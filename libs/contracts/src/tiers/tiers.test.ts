import {
  canSelfCancel,
  FREE_TIER,
  FREE_TRIAL,
  isPaidTier,
  PLAN_TIERS,
  planTierSchema,
} from './plan-tier';
import {
  earningsSharePercent,
  MAX_EMBEDDED_LINKS,
  TIER_FEATURES,
  tierFeatures,
} from './tier-features';

describe('plan tiers', () => {
  it('are house, professional, business and student', () => {
    expect([...PLAN_TIERS].sort()).toEqual([
      'business',
      'house',
      'professional',
      'student',
    ]);
    expect(planTierSchema.safeParse('pro').error?.issues[0]?.message).toBe(
      'tier must be one of house, professional, business, student',
    );
  });

  it('only house is free', () => {
    expect(FREE_TIER).toBe('house');
    expect(isPaidTier('house')).toBe(false);
    expect(isPaidTier('student')).toBe(true);
    expect(isPaidTier('professional')).toBe(true);
    expect(isPaidTier('business')).toBe(true);
  });

  it('business cannot be cancelled by the user', () => {
    expect(canSelfCancel('professional')).toBe(true);
    expect(canSelfCancel('student')).toBe(true);
    expect(canSelfCancel('business')).toBe(false);
    expect(canSelfCancel('house')).toBe(false);
  });

  it('free trial is one month of professional without a card', () => {
    expect(FREE_TRIAL).toEqual({
      tier: 'professional',
      months: 1,
      cardRequired: false,
    });
  });
});

describe('tier features (SPEC §6 table)', () => {
  it.each([
    ['house', 4, 0, 0, false],
    ['student', 8, 25, 3, true],
    ['professional', 15, 0, 5, true],
    ['business', 30, 1200, 5, true],
  ] as const)(
    '%s: %i participants, %i audience, %i links, extras %p',
    (tier, participants, audience, links, extras) => {
      expect(tierFeatures(tier)).toEqual({
        participants,
        audience,
        embeddedLinks: links,
        backgrounds: extras,
        storedFiles: extras,
        monetisedFiles: extras,
        aiSummary: extras,
      });
    },
  );

  it('has a row for every tier and a hard embedded-link bound', () => {
    expect(Object.keys(TIER_FEATURES).sort()).toEqual([...PLAN_TIERS].sort());
    expect(MAX_EMBEDDED_LINKS).toBe(5);
  });
});

describe('earnings shares (SPEC §9)', () => {
  it.each([
    ['house', 'participants', 80],
    ['house', 'audience', null],
    ['house', 'fileSales', null],
    ['student', 'participants', 90],
    ['student', 'audience', 90],
    ['student', 'fileSales', 90],
    ['professional', 'participants', 80],
    ['professional', 'audience', null],
    ['professional', 'fileSales', 80],
    ['business', 'participants', 100],
    ['business', 'audience', 90],
    ['business', 'fileSales', 90],
  ] as const)('%s earns %s share from %s', (tier, source, share) => {
    expect(earningsSharePercent(tier, source)).toBe(share);
  });

  it('agrees with the feature table: no audience earnings without audience, no file sales without monetised files', () => {
    for (const tier of PLAN_TIERS) {
      if (tierFeatures(tier).audience === 0)
        expect(earningsSharePercent(tier, 'audience')).toBeNull();
      if (!tierFeatures(tier).monetisedFiles)
        expect(earningsSharePercent(tier, 'fileSales')).toBeNull();
    }
  });
});
