// Admin dashboard calls (role ADMIN only), ours since SPEC §6 only names the screen:
//   GET  admin/users?search=&status=&role=&limit=&offset=  → AdminUserList (newest first)
//   POST admin/users/{id}/block | unblock                  → AdminUser
//   PUT  admin/users/{id}/role {role}                      → AdminUser
//   GET  admin/stats                                       → AdminStats
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, textField } from '../common/fields';
import { PLAN_TIERS, planTierSchema } from '../tiers/plan-tier';
import { roleSchema } from '../user/current-user';

export const USER_STATUSES = ['active', 'blocked'] as const;
export const userStatusSchema = z.enum(USER_STATUSES, {
  error: `status must be one of ${USER_STATUSES.join(', ')}`,
});
export type UserStatus = z.infer<typeof userStatusSchema>;

/** One account as the admin dashboard lists it (texts as stored, not lower-cased). */
export const adminUserSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  tier: planTierSchema,
  emailVerified: z.boolean(),
  passwordExists: z.boolean(),
  googleLinked: z.boolean(),
  /** ISO 8601 date-times. */
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const ADMIN_USERS_PAGE_SIZE = 20;
export const ADMIN_USERS_PAGE_MAX = 100;

const pagingNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** Query of GET admin/users: search matches email, first or last name (case-insensitive). */
export const adminUserListQuerySchema = z.object({
  search: textField('search')
    .trim()
    .max(
      EMAIL_MAX_LENGTH,
      `search must be at most ${EMAIL_MAX_LENGTH} characters`,
    )
    .optional(),
  status: userStatusSchema.optional(),
  role: roleSchema.optional(),
  limit: pagingNumber('limit', 1, ADMIN_USERS_PAGE_MAX).default(
    ADMIN_USERS_PAGE_SIZE,
  ),
  offset: pagingNumber('offset', 0, Number.MAX_SAFE_INTEGER).default(0),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const adminUserListSchema = z.object({
  users: z.array(adminUserSchema),
  /** Matches of the whole search, for the page count. */
  total: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  offset: z.number().int().nonnegative(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const adminRoleUpdateRequestSchema = z.object({ role: roleSchema });
export type AdminRoleUpdateRequest = z.infer<
  typeof adminRoleUpdateRequestSchema
>;

const count = z.number().int().nonnegative();

export const adminStatsSchema = z.object({
  users: z.object({
    total: count,
    active: count,
    blocked: count,
    unverified: count,
    admins: count,
    /** Accounts created in the last 7 days. */
    newLast7Days: count,
  }),
  /** Accounts per plan tier; every tier is present. */
  tiers: z.object(
    Object.fromEntries(PLAN_TIERS.map((tier) => [tier, count])) as Record<
      (typeof PLAN_TIERS)[number],
      typeof count
    >,
  ),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
