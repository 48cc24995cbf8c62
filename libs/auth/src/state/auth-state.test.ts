import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { baseApi, storedUser, userKeyedTags } from '@ruume/api-client';
import { apiUrl } from '@ruume/api-client/testing';
import {
  adminUser,
  buildCurrentUser,
  houseUser,
} from '@ruume/contracts/testing';
import { authHandlers, createAuthStore } from '../testing';
import { checkSession, login, logout, updateUser } from './auth-thunks';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';

const server = setupApiMocks();

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myThings: build.query<string[], void>({
      query: () => 'things',
      providesTags: ['CurrentUser'],
    }),
  }),
});

/** Stand-ins for the libs' lists: the meetings list (a shared tag), a lib's own tag, a public one. */
const listsApi = baseApi
  .enhanceEndpoints({
    addTagTypes: ['PublicPlans', ...userKeyedTags('MySales')],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      meetings: build.query<string[], void>({
        query: () => 'meeting/list',
        providesTags: [{ type: 'Meeting', id: 'LIST' }],
      }),
      sales: build.query<string[], void>({
        query: () => 'my-sales',
        providesTags: ['MySales'],
      }),
      plans: build.query<string[], void>({
        query: () => 'public-plans',
        providesTags: ['PublicPlans'],
      }),
    }),
  });

it('starts from the stored user, still loading', () => {
  storedUser.write(houseUser);
  const store = createAuthStore();
  expect(store.getState().session).toMatchObject({
    user: houseUser,
    loading: true,
  });
});

it('a successful session check keeps the user (lower-cased) in memory and local storage', async () => {
  const fromServer = buildCurrentUser({
    firstName: 'Jane',
    workspaceName: 'ACME Studio',
  });
  server.use(...authHandlers.signedIn(fromServer));
  const store = createAuthStore();
  await store.dispatch(checkSession());
  const { session: auth } = store.getState();
  expect(auth.loading).toBe(false);
  expect(auth.user).toMatchObject({
    firstName: 'jane',
    workspaceName: 'acme studio',
  });
  expect(storedUser.read()).toEqual(auth.user);
});

it('a failed session check forgets the stored user and ends loading', async () => {
  storedUser.write(houseUser);
  server.use(...authHandlers.signedOut());
  const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const store = createAuthStore();
  await store.dispatch(checkSession());
  expect(store.getState().session).toMatchObject({
    user: null,
    loading: false,
  });
  expect(storedUser.read()).toBeNull();
  expect(info).toHaveBeenCalledWith('User not authenticated');
  info.mockRestore();
});

it('an explicit login stores the user and marks user-keyed cached queries stale', async () => {
  let calls = 0;
  server.use(
    ...authHandlers.signedOut(),
    http.get(apiUrl('things'), () => HttpResponse.json([`call ${++calls}`])),
  );
  const store = createAuthStore();
  const subscription = store.dispatch(probeApi.endpoints.myThings.initiate());
  await subscription;
  store.dispatch(login(adminUser));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(store.getState().session.user).toEqual(adminUser);
  expect(storedUser.read()).toEqual(adminUser);
  expect(probeApi.endpoints.myThings.select()(store.getState()).data).toEqual([
    'call 2',
  ]);
  subscription.unsubscribe();
});

it('a login refetches every cached user-keyed query (the meetings list, a lib’s sales), not public ones', async () => {
  const calls: Record<string, number> = {};
  const answer = (path: string) =>
    http.get(apiUrl(path), () => {
      calls[path] = (calls[path] ?? 0) + 1;
      return HttpResponse.json([`${path} ${calls[path]}`]);
    });
  server.use(
    ...authHandlers.signedIn(adminUser),
    answer('meeting/list'),
    answer('my-sales'),
    answer('public-plans'),
  );
  const store = createAuthStore();
  const { meetings, sales, plans } = listsApi.endpoints;
  const subscriptions = [meetings, sales, plans].map((endpoint) =>
    store.dispatch(endpoint.initiate()),
  );
  await Promise.all(subscriptions);
  store.dispatch(login(adminUser));
  await waitFor(() =>
    expect(calls).toMatchObject({ 'meeting/list': 2, 'my-sales': 2 }),
  );
  expect(calls['public-plans']).toBe(1);
  subscriptions.forEach((subscription) => subscription.unsubscribe());
});

it('logout calls the server, clears the user and the stored entry, and empties the cache', async () => {
  let logoutCalls = 0;
  server.use(
    http.post(apiUrl('auth/logout'), () => {
      logoutCalls += 1;
      return new HttpResponse(null, { status: 204 });
    }),
    ...authHandlers.signedIn(houseUser),
  );
  const store = createAuthStore();
  await store.dispatch(checkSession());
  await store.dispatch(logout());
  expect(logoutCalls).toBe(1);
  expect(store.getState().session).toMatchObject({
    user: null,
    loading: false,
  });
  expect(storedUser.read()).toBeNull();
  expect(store.getState().api.queries).toEqual({});
});

it('a newer copy of the signed-in user replaces the old one in memory and storage', async () => {
  server.use(...authHandlers.signedIn(houseUser));
  const store = createAuthStore();
  await store.dispatch(checkSession());
  const renamed = { ...houseUser, firstName: 'janet' };
  store.dispatch(updateUser(renamed));
  expect(store.getState().session.user).toEqual(renamed);
  expect(storedUser.read()).toEqual(renamed);
});

it('a sign-in during the start-up check wins over the check’s failure', async () => {
  let answer: () => void = () => undefined;
  server.use(
    http.get(apiUrl('auth/me'), async () => {
      await new Promise<void>((resolve) => (answer = resolve));
      return HttpResponse.json(
        { error: 'UNAUTHORIZED', message: 'please sign in' },
        { status: 401 },
      );
    }),
  );
  const store = createAuthStore();
  const check = store.dispatch(checkSession());
  await new Promise((resolve) => setTimeout(resolve, 10));
  store.dispatch(login(houseUser));
  answer();
  await check;
  expect(store.getState().session).toMatchObject({
    user: houseUser,
    loading: false,
  });
  expect(storedUser.read()).toEqual(houseUser);
});

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 100 && !condition(); i++)
    await new Promise((resolve) => setTimeout(resolve, 5));
};

it('a domain invalidating CurrentUser refreshes the session and its stored copy', async () => {
  server.use(...authHandlers.signedIn(houseUser));
  const store = createAuthStore();
  await store.dispatch(checkSession());
  const upgraded = buildCurrentUser({
    ...houseUser,
    planSubscription: {
      id: 'sub_1',
      tier: 'professional',
      interval: { unit: 'month' },
      status: 'active',
      currentPeriodEnd: 1_767_225_600,
    },
  });
  server.use(...authHandlers.signedIn(upgraded));
  // What billing's mutations do after a checkout or a cancellation.
  store.dispatch(baseApi.util.invalidateTags(['CurrentUser']));
  await until(() => store.getState().session.user?.planSubscription !== null);
  expect(store.getState().session.user).toEqual(upgraded);
  expect(storedUser.read()).toEqual(upgraded);
});

it('after a sign-in too, a CurrentUser invalidation refreshes the session', async () => {
  server.use(...authHandlers.signedOut());
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const store = createAuthStore();
  await store.dispatch(checkSession());
  await store.dispatch(logout());
  server.use(...authHandlers.signedIn(houseUser));
  store.dispatch(login(houseUser));
  const renamed = buildCurrentUser({ ...houseUser, firstName: 'janet' });
  server.use(...authHandlers.signedIn(renamed));
  store.dispatch(baseApi.util.invalidateTags(['CurrentUser']));
  await until(() => store.getState().session.user?.firstName === 'janet');
  expect(store.getState().session.user).toEqual(renamed);
});
