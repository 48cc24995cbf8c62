import { buildCurrentUser } from '../testing';
import {
  currentTier,
  currentUserReadSchema,
  currentUserSchema,
  isAdmin,
  isCurrentUser,
  normalizeCurrentUser,
  parseCurrentUser,
  parseStoredCurrentUser,
  readCurrentUser,
} from './current-user';

const shouting = buildCurrentUser({
  email: 'Jane.DOE@Example.com',
  firstName: 'JANE',
  lastName: 'McDoe',
  pronouns: 'She/Her',
  workspaceName: 'ACME Studio',
  workspaceRole: 'Lead Host',
  website: 'https://Jane.Example.com/About',
  avatarBackgroundColor: '#B74366',
});

describe('currentUserSchema', () => {
  it('accepts a full payload and drops unknown fields', () => {
    const user = buildCurrentUser();
    expect(
      currentUserSchema.parse({ ...user, passwordHash: 'secret' }),
    ).toEqual(user);
  });

  it('accepts nullable parts as null', () => {
    const user = buildCurrentUser({
      pronouns: null,
      workspaceName: null,
      website: null,
      planSubscription: null,
      stripeInfo: null,
    });
    expect(currentUserSchema.parse(user)).toEqual(user);
  });

  it('rejects missing fields, unknown roles and tiers, and negative storage', () => {
    const withoutRole: Partial<ReturnType<typeof buildCurrentUser>> =
      buildCurrentUser();
    delete withoutRole.role;
    expect(
      currentUserSchema.safeParse(withoutRole).error?.issues[0]?.path,
    ).toEqual(['role']);
    expect(
      currentUserSchema.safeParse(buildCurrentUser({ role: 'OWNER' as never }))
        .error?.issues[0]?.message,
    ).toBe('role must be one of USER, ADMIN');
    const badTier = buildCurrentUser({
      planSubscription: {
        id: 'sub_1',
        tier: 'gold' as never,
        interval: { unit: 'month' },
        status: 'active',
        currentPeriodEnd: 1_767_225_600,
      },
    });
    expect(currentUserSchema.safeParse(badTier).error?.issues[0]?.path).toEqual(
      ['planSubscription', 'tier'],
    );
    const badInterval = buildCurrentUser({
      planSubscription: {
        id: 'sub_1',
        tier: 'student',
        interval: { unit: 'week' as never },
        status: 'active',
        currentPeriodEnd: 1_767_225_600,
      },
    });
    expect(
      currentUserSchema.safeParse(badInterval).error?.issues[0]?.message,
    ).toBe('interval must be month or year');
    expect(
      currentUserSchema.safeParse(
        buildCurrentUser({ recordingStorage: { used: -1, available: 0 } }),
      ).success,
    ).toBe(false);
    expect(
      currentUserSchema.safeParse(
        buildCurrentUser({ displayFirstNameOnly: 'yes' as never }),
      ).success,
    ).toBe(false);
  });
});

describe('lower-casing on read (SPEC §3)', () => {
  it('normalizeCurrentUser lower-cases the text fields and email only', () => {
    expect(normalizeCurrentUser(shouting)).toEqual({
      ...shouting,
      email: 'jane.doe@example.com',
      firstName: 'jane',
      lastName: 'mcdoe',
      pronouns: 'she/her',
      workspaceName: 'acme studio',
      workspaceRole: 'lead host',
    });
    // URLs and colours are case-sensitive data, not text.
    expect(normalizeCurrentUser(shouting).website).toBe(
      'https://Jane.Example.com/About',
    );
    expect(normalizeCurrentUser(shouting).avatarBackgroundColor).toBe(
      '#B74366',
    );
  });

  it('keeps nulls and does not mutate its input', () => {
    const user = buildCurrentUser({ firstName: 'Ann', pronouns: null });
    const normalised = normalizeCurrentUser(user);
    expect(normalised.pronouns).toBeNull();
    expect(user.firstName).toBe('Ann');
  });

  it('parseCurrentUser and currentUserReadSchema validate and lower-case', () => {
    expect(parseCurrentUser(shouting).firstName).toBe('jane');
    expect(currentUserReadSchema.parse(shouting).workspaceName).toBe(
      'acme studio',
    );
    expect(() => parseCurrentUser({ id: 'x' })).toThrow();
  });
});

describe('parseStoredCurrentUser', () => {
  it('reads a stored user and lower-cases it', () => {
    expect(parseStoredCurrentUser(JSON.stringify(shouting))?.lastName).toBe(
      'mcdoe',
    );
  });

  it.each([null, undefined, '', 'not json', '{"id":"x"}', 'null', '[]'])(
    'treats %p as no user',
    (stored) => {
      expect(parseStoredCurrentUser(stored)).toBeNull();
    },
  );
});

describe('isAdmin and currentTier', () => {
  it('admin only for the exact ADMIN role', () => {
    expect(isAdmin(buildCurrentUser({ role: 'ADMIN' }))).toBe(true);
    expect(isAdmin(buildCurrentUser({ role: 'USER' }))).toBe(false);
    expect(isAdmin({ role: 'admin' as never })).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });

  it('no subscription means house', () => {
    expect(currentTier(buildCurrentUser())).toBe('house');
    expect(
      currentTier(
        buildCurrentUser({
          planSubscription: {
            id: 's',
            tier: 'student',
            interval: { unit: 'year' },
            status: 'active',
            currentPeriodEnd: 1_767_225_600,
          },
        }),
      ),
    ).toBe('student');
  });
});

describe('readCurrentUser (the hand check of the first page load)', () => {
  const base = buildCurrentUser({
    planSubscription: {
      id: 's',
      tier: 'student',
      interval: { unit: 'year' },
      status: 'past_due',
      currentPeriodEnd: 1_767_225_600,
    },
    stripeInfo: { accountId: 'acct', isAccountOnboarded: true },
  });
  const variants: unknown[] = [
    base,
    buildCurrentUser(),
    { ...base, extra: 'dropped' },
    { ...base, planSubscription: { ...base.planSubscription, extra: 1 } },
    null,
    [],
    'user',
    { id: 'x' },
    { ...base, id: '' },
    { ...base, id: 1 },
    { ...base, email: null },
    { ...base, pronouns: undefined },
    { ...base, pronouns: 3 },
    { ...base, displayFirstNameOnly: 'yes' },
    { ...base, role: 'admin' },
    { ...base, planSubscription: undefined },
    {
      ...base,
      planSubscription: { ...base.planSubscription, tier: 'gold' },
    },
    {
      ...base,
      planSubscription: {
        ...base.planSubscription,
        interval: { unit: 'week' },
      },
    },
    { ...base, planSubscription: { ...base.planSubscription, id: '' } },
    {
      ...base,
      planSubscription: { ...base.planSubscription, status: 'paused' },
    },
    {
      ...base,
      planSubscription: { ...base.planSubscription, currentPeriodEnd: -1 },
    },
    {
      ...base,
      planSubscription: { ...base.planSubscription, currentPeriodEnd: '1' },
    },
    { ...base, stripeInfo: { accountId: 'a' } },
    { ...base, recordingStorage: { used: -1, available: 0 } },
    { ...base, recordingStorage: { used: 1.5, available: 0 } },
    { ...base, recordingStorage: { used: 1, available: '2' } },
    { ...base, recordingStorage: null },
  ];

  it.each(variants.map((variant, index) => [index, variant]))(
    'agrees with currentUserSchema on variant %p',
    (_index, variant) => {
      const parsed = currentUserSchema.safeParse(variant);
      expect(isCurrentUser(variant)).toBe(parsed.success);
      if (parsed.success) {
        expect(readCurrentUser(variant)).toEqual(parseCurrentUser(variant));
      } else {
        expect(() => readCurrentUser(variant)).toThrow(TypeError);
      }
    },
  );
});
