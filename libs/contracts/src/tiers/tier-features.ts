// SPEC §6 features by tier and §9 earnings shares: the one table api and web read.
import type { PlanTier } from './plan-tier';

export interface TierFeatures {
  /** Most people in a room at once. */
  participants: number;
  /** Most audience (view-only) members; 0 means the tier has no audience mode. */
  audience: number;
  /** Most embedded links per template; 0 means none. */
  embeddedLinks: number;
  backgrounds: boolean;
  storedFiles: boolean;
  monetisedFiles: boolean;
  aiSummary: boolean;
}

const allExtras = {
  backgrounds: true,
  storedFiles: true,
  monetisedFiles: true,
  aiSummary: true,
} as const;
const noExtras = {
  backgrounds: false,
  storedFiles: false,
  monetisedFiles: false,
  aiSummary: false,
} as const;

export const TIER_FEATURES: Readonly<Record<PlanTier, Readonly<TierFeatures>>> =
  {
    house: { participants: 4, audience: 0, embeddedLinks: 0, ...noExtras },
    student: { participants: 8, audience: 25, embeddedLinks: 3, ...allExtras },
    professional: {
      participants: 15,
      audience: 0,
      embeddedLinks: 5,
      ...allExtras,
    },
    business: {
      participants: 30,
      audience: 1200,
      embeddedLinks: 5,
      ...allExtras,
    },
  };

export const tierFeatures = (tier: PlanTier): Readonly<TierFeatures> =>
  TIER_FEATURES[tier];

/** Largest embedded-link count any tier allows: the hard bound of the template schema. */
export const MAX_EMBEDDED_LINKS = Math.max(
  ...Object.values(TIER_FEATURES).map((f) => f.embeddedLinks),
);

export const EARNING_SOURCES = [
  'participants',
  'audience',
  'fileSales',
] as const;
export type EarningSource = (typeof EARNING_SOURCES)[number];

/** Creator's share in percent per source; a missing source earns nothing on that tier. */
export const TIER_EARNINGS_SHARES: Readonly<
  Record<PlanTier, Readonly<Partial<Record<EarningSource, number>>>>
> = {
  house: { participants: 80 },
  student: { participants: 90, audience: 90, fileSales: 90 },
  professional: { participants: 80, fileSales: 80 },
  business: { participants: 100, audience: 90, fileSales: 90 },
};

/** Creator's share in percent, or null when the tier does not earn from that source. */
export const earningsSharePercent = (
  tier: PlanTier,
  source: EarningSource,
): number | null => TIER_EARNINGS_SHARES[tier][source] ?? null;

/**
 * Recording storage allowance per tier in bytes (decimal GB, SPEC §9), `recordingStorage.available`.
 * House has stored files off (SPEC §6): 0. What a downgraded account stored beyond its allowance
 * stays, read-only (docs/billing.md).
 */
export const TIER_RECORDING_STORAGE_BYTES: Readonly<Record<PlanTier, number>> =
  {
    house: 0,
    student: 50 * 1000 ** 3,
    professional: 100 * 1000 ** 3,
    business: 1000 * 1000 ** 3,
  };

/**
 * Meetings a host may create in any rolling 24 hours, per tier (SPEC §8's 429 'meeting limit
 * reached'; §9 leaves the count open, docs/meetings.md). Deleting a meeting does not give its
 * creation back.
 */
export const TIER_MEETINGS_PER_24_HOURS: Readonly<Record<PlanTier, number>> = {
  house: 3,
  student: 20,
  professional: 50,
  business: 200,
};
