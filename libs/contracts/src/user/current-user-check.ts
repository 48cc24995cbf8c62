// The current user checked by hand, without zod: the session check runs on every first page
// load (sign-in and the share page included), so it must not pull the schema library into the
// first bundle. current-user.test.ts holds these checks to currentUserSchema's verdicts.
import { SUBSCRIPTION_STATUSES } from '../payment/subscription-status';
import { PLAN_TIERS } from '../tiers/plan-tier-names';
import type { CurrentUser } from './current-user';

export const ROLES = ['USER', 'ADMIN'] as const;
export const BILLING_INTERVALS = ['month', 'year'] as const;

type Fields = Record<string, unknown>;
/** A field check: returns the field's parsed value, or `invalid` when it does not fit. */
type Check = (value: unknown) => unknown;
const invalid = Symbol('invalid');

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const when =
  (test: (value: unknown) => boolean): Check =>
  (value) =>
    test(value) ? value : invalid;
const string = when((value) => typeof value === 'string');
const id = when((value) => typeof value === 'string' && value.length > 0);
const boolean = when((value) => typeof value === 'boolean');
const bytes = when(
  (value) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0,
);
/** Non-negative whole seconds since 1970. */
const epochSeconds = bytes;
const oneOf = (values: readonly string[]) =>
  when((value) => (values as readonly unknown[]).includes(value));
const nullable =
  (check: Check): Check =>
  (value) =>
    value === null ? null : check(value);
/** An object with exactly these fields (others are dropped, as zod's z.object does). */
const object =
  (shape: Record<string, Check>): Check =>
  (value) => {
    if (!isObject(value)) return invalid;
    const out: Fields = {};
    for (const key in shape) {
      const field = shape[key](value[key]);
      if (field === invalid) return invalid;
      out[key] = field;
    }
    return out;
  };

/** currentUserSchema, by hand. */
const currentUserCheck = object({
  id,
  email: string,
  firstName: string,
  lastName: string,
  pronouns: nullable(string),
  workspaceName: nullable(string),
  workspaceRole: nullable(string),
  displayFirstNameOnly: boolean,
  website: nullable(string),
  profilePicUrl: nullable(string),
  profileBannerUrl: nullable(string),
  avatarBackgroundColor: nullable(string),
  avatarTextColor: nullable(string),
  role: oneOf(ROLES),
  passwordExists: boolean,
  isFreeTrialAvailable: boolean,
  planSubscription: nullable(
    object({
      id,
      tier: oneOf(PLAN_TIERS),
      interval: object({ unit: oneOf(BILLING_INTERVALS) }),
      status: oneOf(SUBSCRIPTION_STATUSES),
      currentPeriodEnd: epochSeconds,
    }),
  ),
  stripeInfo: nullable(object({ accountId: id, isAccountOnboarded: boolean })),
  recordingStorage: object({ used: bytes, available: bytes }),
});

/**
 * The current user in `data`, keeping only the known fields (as currentUserSchema.parse
 * does), or null when it does not fit SPEC §3's shape. Not lower-cased.
 */
function checkCurrentUser(data: unknown): CurrentUser | null {
  const user = currentUserCheck(data);
  return user === invalid ? null : (user as CurrentUser);
}

export const isCurrentUser = (data: unknown): data is CurrentUser =>
  checkCurrentUser(data) !== null;

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

/**
 * Checks and normalises a current-user payload (an auth/me answer) without zod; throws a
 * TypeError when it does not fit. Accepts and rejects what parseCurrentUser does.
 */
export const readCurrentUser = (data: unknown): CurrentUser => {
  const user = checkCurrentUser(data);
  if (!user) throw new TypeError('the current user does not fit SPEC §3');
  return normalizeCurrentUser(user);
};

/** Reads the user cached in local storage; anything unreadable counts as no user. */
export const parseStoredCurrentUser = (
  json: string | null | undefined,
): CurrentUser | null => {
  if (!json) return null;
  try {
    const user = checkCurrentUser(JSON.parse(json));
    return user ? normalizeCurrentUser(user) : null;
  } catch {
    return null;
  }
};
