// SPEC §3 current user, as GET auth/me (and login) answers it.
import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../payment/subscription-status';
import { FREE_TIER, planTierSchema, type PlanTier } from '../tiers/plan-tier';
import {
  BILLING_INTERVALS,
  ROLES,
  normalizeCurrentUser,
  parseStoredCurrentUser,
} from './current-user-check';

// Zod-free parts live in current-user-check.ts (the first page load reads them); the public
// API keeps offering them from here.
export {
  BILLING_INTERVALS,
  ROLES,
  normalizeCurrentUser,
  parseStoredCurrentUser,
};
export { isCurrentUser, readCurrentUser } from './current-user-check';

export const roleSchema = z.enum(ROLES, {
  error: `role must be one of ${ROLES.join(', ')}`,
});
export type Role = z.infer<typeof roleSchema>;

export const billingIntervalSchema = z.enum(BILLING_INTERVALS, {
  error: 'interval must be month or year',
});
export type BillingInterval = z.infer<typeof billingIntervalSchema>;

export const planSubscriptionSchema = z.object({
  id: z.string().min(1),
  tier: planTierSchema,
  interval: z.object({ unit: billingIntervalSchema }),
  /** past_due: a renewal failed; the app shows the update-your-card notice. */
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Epoch seconds: the next renewal, or the trial's end while trialing. */
  currentPeriodEnd: z.number().int().nonnegative(),
});
export type PlanSubscription = z.infer<typeof planSubscriptionSchema>;

export const stripeInfoSchema = z.object({
  accountId: z.string().min(1),
  isAccountOnboarded: z.boolean(),
});
export type StripeInfo = z.infer<typeof stripeInfoSchema>;

const bytes = z.number().int().nonnegative();
/** Bytes: used so far, and the allowance of the plan (total, not what is left). */
export const recordingStorageSchema = z.object({
  used: bytes,
  available: bytes,
});
export type RecordingStorage = z.infer<typeof recordingStorageSchema>;

export const currentUserSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  pronouns: z.string().nullable(),
  workspaceName: z.string().nullable(),
  workspaceRole: z.string().nullable(),
  displayFirstNameOnly: z.boolean(),
  website: z.string().nullable(),
  profilePicUrl: z.string().nullable(),
  profileBannerUrl: z.string().nullable(),
  /** null means the default avatar colours (SPEC §3). */
  avatarBackgroundColor: z.string().nullable(),
  avatarTextColor: z.string().nullable(),
  role: roleSchema,
  passwordExists: z.boolean(),
  isFreeTrialAvailable: z.boolean(),
  /** null while on the free tier. */
  planSubscription: planSubscriptionSchema.nullable(),
  /** null until a payments account is created. */
  stripeInfo: stripeInfoSchema.nullable(),
  recordingStorage: recordingStorageSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Validates and normalises a current-user payload; throws a ZodError when it does not fit. */
export const parseCurrentUser = (data: unknown): CurrentUser =>
  normalizeCurrentUser(currentUserSchema.parse(data));

/** The client's read schema: validation and lower-casing in one (e.g. for RTK Query). */
export const currentUserReadSchema =
  currentUserSchema.transform(normalizeCurrentUser);

/** SPEC §6: admin only when the role is exactly ADMIN. */
export const isAdmin = (
  user: Pick<CurrentUser, 'role'> | null | undefined,
): boolean => user?.role === 'ADMIN';

/** The user's tier; no subscription means the free tier. */
export const currentTier = (
  user: Pick<CurrentUser, 'planSubscription'>,
): PlanTier => user.planSubscription?.tier ?? FREE_TIER;
