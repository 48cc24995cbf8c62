// Fixtures, MSW handlers and story helpers of the auth lib, for its own tests and stories and
// for other libs (the shell's route tests use authHandlers).
import {
  delay,
  http,
  HttpResponse,
  type HttpHandler,
  type RequestHandler,
} from 'msw';
import {
  createAppStore,
  sessionChecked,
  type AppStateOf,
  type AppStoreOf,
} from '@ruume/api-client';
import { apiUrl, withApi } from '@ruume/api-client/testing';
import {
  apiErrorBody,
  PLAN_TIERS,
  type AdminStats,
  type AdminUser,
  type AdminUserList,
  type CurrentUser,
  type PlanTier,
} from '@ruume/contracts';

/** A store as the shell builds it: the API cache and the session. */
export type AuthStore = AppStoreOf<AppStateOf<Record<never, never>>>;
export const createAuthStore = (): AuthStore => createAppStore();

/** A store whose session check is already over: signed in as `user`, or signed out (null). */
export const createSessionStore = (user: CurrentUser | null) => {
  const store = createAuthStore();
  store.dispatch(sessionChecked(user));
  return store;
};

// ---- Admin dashboard fixtures ----------------------------------------------------------------

const DAY_MS = 24 * 60 * 60 * 1000;
// Fixed, so stories and tests render the same dates every day.
const FIXTURE_NOW = Date.parse('2025-06-02T12:00:00.000Z');
const daysAgo = (days: number) =>
  new Date(FIXTURE_NOW - days * DAY_MS).toISOString();

const people: [string, string, PlanTier][] = [
  ['alex', 'admin', 'business'],
  ['jane', 'doe', 'house'],
  ['pat', 'pro', 'professional'],
  ['bo', 'business', 'business'],
  ['sam', 'social', 'house'],
  ['cleo', 'creator', 'professional'],
  ['ada', 'lovelace', 'student'],
  ['grace', 'hopper', 'professional'],
  ['alan', 'turing', 'house'],
  ['katherine', 'johnson', 'student'],
  ['linus', 'pauling', 'house'],
  ['marie', 'curie', 'professional'],
  ['nikola', 'tesla', 'house'],
  ['rosalind', 'franklin', 'student'],
  ['tim', 'berners-lee', 'business'],
  ['hedy', 'lamarr', 'house'],
  ['edsger', 'dijkstra', 'house'],
  ['barbara', 'liskov', 'professional'],
  ['donald', 'knuth', 'house'],
  ['margaret', 'hamilton', 'business'],
  ['john', 'mccarthy', 'house'],
  ['frances', 'allen', 'student'],
  ['ken', 'thompson', 'house'],
  ['radia', 'perlman', 'professional'],
];

export const buildAdminUser = (
  overrides: Partial<AdminUser> = {},
): AdminUser => ({
  id: 'a0000000-0000-4000-8000-000000000000',
  email: 'someone@example.com',
  firstName: 'some',
  lastName: 'one',
  role: 'USER',
  status: 'active',
  tier: 'house',
  emailVerified: true,
  passwordExists: true,
  googleLinked: false,
  createdAt: daysAgo(30),
  lastSeenAt: daysAgo(1),
  ...overrides,
});

/** 24 accounts, newest first: one admin (adminUser's id), one blocked, one unverified, one Google-only. */
export const adminUsers: AdminUser[] = people.map(
  ([firstName, lastName, tier], index) =>
    buildAdminUser({
      id:
        index === 0
          ? '0b7d3c1e-2f4a-4b5c-8d6e-7f8091a2b3c4'
          : `a0000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      email:
        index === 0
          ? 'admin@ruume.test'
          : `${firstName}.${lastName}@example.com`,
      firstName,
      lastName,
      tier,
      role: index === 0 ? 'ADMIN' : 'USER',
      status: index === 3 ? 'blocked' : 'active',
      emailVerified: index !== 6,
      passwordExists: index !== 4,
      googleLinked: index === 4 || index === 5,
      createdAt: daysAgo(index * 3),
      lastSeenAt: index === 6 ? null : daysAgo(index % 5),
    }),
);

export const statsOf = (users: AdminUser[]): AdminStats => ({
  users: {
    total: users.length,
    active: users.filter((u) => u.status === 'active').length,
    blocked: users.filter((u) => u.status === 'blocked').length,
    unverified: users.filter((u) => !u.emailVerified).length,
    admins: users.filter((u) => u.role === 'ADMIN').length,
    newLast7Days: users.filter(
      (u) => FIXTURE_NOW - Date.parse(u.createdAt) < 7 * DAY_MS,
    ).length,
  },
  tiers: Object.fromEntries(
    PLAN_TIERS.map((tier) => [
      tier,
      users.filter((u) => u.tier === tier).length,
    ]),
  ) as AdminStats['tiers'],
});

export const adminStats: AdminStats = statsOf(adminUsers);

/**
 * The admin calls over an in-memory directory (a copy of `seed`): search, status filter and
 * paging as the api does them, and block, unblock and role changes that stick.
 */
function adminDirectory(seed: AdminUser[]): HttpHandler[] {
  let users = seed.map((user) => ({ ...user }));
  const change = (id: string, patch: Partial<AdminUser>) => {
    const found = users.find((user) => user.id === id);
    if (!found)
      return HttpResponse.json(apiErrorBody('ACCOUNT_NOT_FOUND'), {
        status: 404,
      });
    users = users.map((user) =>
      user.id === id ? { ...user, ...patch } : user,
    );
    return HttpResponse.json(users.find((user) => user.id === id));
  };
  return [
    http.get(apiUrl('admin/users'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const search = (query.get('search') ?? '').toLowerCase();
      const status = query.get('status');
      const limit = Number(query.get('limit') ?? 20);
      const offset = Number(query.get('offset') ?? 0);
      const matches = users.filter(
        (user) =>
          (!status || user.status === status) &&
          (!search ||
            `${user.email} ${user.firstName} ${user.lastName}`
              .toLowerCase()
              .includes(search)),
      );
      const page: AdminUserList = {
        users: matches.slice(offset, offset + limit),
        total: matches.length,
        limit,
        offset,
      };
      return HttpResponse.json(page);
    }),
    http.get(apiUrl('admin/stats'), () => HttpResponse.json(statsOf(users))),
    http.post(apiUrl('admin/users/:id/block'), ({ params }) =>
      change(String(params.id), { status: 'blocked' }),
    ),
    http.post(apiUrl('admin/users/:id/unblock'), ({ params }) =>
      change(String(params.id), { status: 'active' }),
    ),
    http.put(apiUrl('admin/users/:id/role'), async ({ params, request }) => {
      const { role } = (await request.json()) as { role: AdminUser['role'] };
      return change(String(params.id), { role });
    }),
  ];
}

export const adminHandlers = {
  directory: (seed: AdminUser[] = adminUsers) => adminDirectory(seed),
  loading: () => [
    http.get(apiUrl('admin/users'), () =>
      delay('infinite').then(() => HttpResponse.json(null)),
    ),
    http.get(apiUrl('admin/stats'), () =>
      delay('infinite').then(() => HttpResponse.json(null)),
    ),
  ],
  failing: () => [
    http.get(apiUrl('admin/users'), () =>
      HttpResponse.json(
        {
          error: 'DATABASE_UNAVAILABLE',
          message:
            'the service is temporarily unavailable; please try again later',
        },
        { status: 503 },
      ),
    ),
    http.get(apiUrl('admin/stats'), () =>
      HttpResponse.json(
        {
          error: 'DATABASE_UNAVAILABLE',
          message:
            'the service is temporarily unavailable; please try again later',
        },
        { status: 503 },
      ),
    ),
  ],
};

// ---- Session ---------------------------------------------------------------------------------

const providers = (google = false) =>
  http.get(apiUrl('auth/providers'), () => HttpResponse.json({ google }));
const logoutOk = () =>
  http.post(
    apiUrl('auth/logout'),
    () => new HttpResponse(null, { status: 204 }),
  );

/** MSW handlers for the session calls: signed in as `user`, signed out, or still checking. */
export const authHandlers = {
  /** Signed in; an admin also gets the admin dashboard's calls over the fixture accounts. */
  signedIn: (user: CurrentUser) => [
    http.get(apiUrl('auth/me'), () => HttpResponse.json(user)),
    http.get(apiUrl('user'), () => HttpResponse.json(user)),
    logoutOk(),
    providers(),
    ...(user.role === 'ADMIN' ? adminDirectory(adminUsers) : []),
  ],
  signedOut: () => [
    http.get(apiUrl('auth/me'), () =>
      HttpResponse.json(
        { error: 'UNAUTHORIZED', message: 'please sign in' },
        { status: 401 },
      ),
    ),
    logoutOk(),
    providers(),
  ],
  checking: () => [
    http.get(apiUrl('auth/me'), async () => {
      await delay('infinite');
      return HttpResponse.json(null);
    }),
    providers(),
  ],
  /** auth/providers: whether 'continue with Google' shows. */
  providers,
};

/**
 * Story decorator: the API answered by `handlers` (first match wins), then by the session
 * calls for `user`, with a store whose session is already `user` (null: signed out).
 */
export const withSession = (
  user: CurrentUser | null,
  handlers: RequestHandler[] = [],
) =>
  withApi(
    [
      ...handlers,
      ...(user ? authHandlers.signedIn(user) : authHandlers.signedOut()),
    ],
    {
      store: () => createSessionStore(user),
    },
  );
