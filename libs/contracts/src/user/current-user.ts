// SPEC §3 current user, as GET auth/me (and login) answers it.
import { z } from 'zod';
import { FREE_TIER, planTierSchema, type PlanTier } from '../tiers/plan-tier';

export const ROLES = ['USER', 'ADMIN'] as const;
export const roleSchema = z.enum(ROLES, {
  error: `role must be one of ${ROLES.join(', ')}`,
});
export type Role = z.infer<typeof roleSchema>;

export const BILLING_INTERVALS = ['month', 'year'] as const;
export const billingIntervalSchema = z.enum(BILLING_INTERVALS, {
  error: 'interval must be month or year',
});
export type BillingInterval = z.infer<typeof billingIntervalSchema>;

export const planSubscriptionSchema = z.object({
  id: z.string().min(1),
  tier: planTierSchema,
  interval: z.object({ unit: billingIntervalSchema }),
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

const lower = (text: string | null): string | null =>
  text === null ? null : text.toLowerCase();

/** SPEC §3: text fields are lower-cased on read; the email too, so comparisons hold. */
export const normalizeCurrentUser = (user: CurrentUser): CurrentUser => ({
  ...user,
  email: user.email.toLowerCase(),
  firstName: user.firstName.toLowerCase(),
  lastName: user.lastName.toLowerCase(),
  pronouns: lower(user.pronouns),
  workspaceName: lower(user.workspaceName),
  workspaceRole: lower(user.workspaceRole),
});

/** Validates and normalises a current-user payload; throws a ZodError when it does not fit. */
export const parseCurrentUser = (data: unknown): CurrentUser =>
  normalizeCurrentUser(currentUserSchema.parse(data));

/** The client's read schema: validation and lower-casing in one (e.g. for RTK Query). */
export const currentUserReadSchema =
  currentUserSchema.transform(normalizeCurrentUser);

/** Reads the user cached in local storage; anything unreadable counts as no user. */
export const parseStoredCurrentUser = (
  json: string | null | undefined,
): CurrentUser | null => {
  if (!json) return null;
  try {
    const result = currentUserSchema.safeParse(JSON.parse(json));
    return result.success ? normalizeCurrentUser(result.data) : null;
  } catch {
    return null;
  }
};

/** SPEC §6: admin only when the role is exactly ADMIN. */
export const isAdmin = (
  user: Pick<CurrentUser, 'role'> | null | undefined,
): boolean => user?.role === 'ADMIN';

/** The user's tier; no subscription means the free tier. */
export const currentTier = (
  user: Pick<CurrentUser, 'planSubscription'>,
): PlanTier => user.planSubscription?.tier ?? FREE_TIER;
