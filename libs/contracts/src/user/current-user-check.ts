// The current user checked by hand, without zod: the session check runs on every first page
// load (sign-in and the share page included), so it must not pull the schema library into the
// first bundle. current-user.test.ts holds these checks to currentUserSchema's verdicts.
import { PLAN_TIERS } from '../tiers/plan-tier-names';
import type { CurrentUser } from './current-user';

export const ROLES = ['USER', 'ADMIN'] as const;
export const BILLING_INTERVALS = ['month', 'year'] as const;

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isId = (value: unknown): value is string =>
  isString(value) && value.length > 0;
const isNullableString = (value: unknown): value is string | null =>
  value === null || isString(value);
const isBoolean = (value: unknown): value is boolean =>
  typeof value === 'boolean';
const isBytes = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isOneOf = <T extends string>(
  values: readonly T[],
  value: unknown,
): value is T => (values as readonly unknown[]).includes(value);

const NULLABLE_TEXT = [
  'pronouns',
  'workspaceName',
  'workspaceRole',
  'website',
  'profilePicUrl',
  'profileBannerUrl',
  'avatarBackgroundColor',
  'avatarTextColor',
] as const;
const FLAGS = [
  'displayFirstNameOnly',
  'passwordExists',
  'isFreeTrialAvailable',
] as const;

/**
 * The current user in `data`, keeping only the known fields (as currentUserSchema.parse
 * does), or null when it does not fit SPEC §3's shape. Not lower-cased.
 */
function checkCurrentUser(data: unknown): CurrentUser | null {
  if (!isObject(data)) return null;
  const { planSubscription: plan, stripeInfo: stripe, recordingStorage: storage } = data;
  if (!isId(data['id']) || !isOneOf(ROLES, data['role'])) return null;
  if (![data['email'], data['firstName'], data['lastName']].every(isString)) return null;
  if (!NULLABLE_TEXT.every((key) => isNullableString(data[key]))) return null;
  if (!FLAGS.every((key) => isBoolean(data[key]))) return null;
  const planOk =
    plan === null ||
    (isObject(plan) &&
      isId(plan['id']) &&
      isOneOf(PLAN_TIERS, plan['tier']) &&
      isObject(plan['interval']) &&
      isOneOf(BILLING_INTERVALS, plan['interval']['unit']));
  const stripeOk =
    stripe === null ||
    (isObject(stripe) && isId(stripe['accountId']) && isBoolean(stripe['isAccountOnboarded']));
  const storageOk = isObject(storage) && isBytes(storage['used']) && isBytes(storage['available']);
  if (!planOk || !stripeOk || !storageOk) return null;
  const user = {
    id: data['id'],
    email: data['email'],
    firstName: data['firstName'],
    lastName: data['lastName'],
    role: data['role'],
    planSubscription: plan === null
      ? null
      : { id: plan['id'], tier: plan['tier'], interval: { unit: (plan['interval'] as Fields)['unit'] } },
    stripeInfo: stripe === null
      ? null
      : { accountId: stripe['accountId'], isAccountOnboarded: stripe['isAccountOnboarded'] },
    recordingStorage: { used: storage['used'], available: storage['available'] },
  } as Fields;
  for (const key of [...NULLABLE_TEXT, ...FLAGS]) user[key] = data[key];
  return user as CurrentUser;
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
