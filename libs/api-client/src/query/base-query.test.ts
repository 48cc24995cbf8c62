import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { buildCurrentUser } from '@ruume/contracts/testing';
import { adminEndpoints } from '@ruume/contracts';
import { apiUrl, createAppStore, mockEndpoint } from '../testing';
import { fromEndpoint } from '../endpoints/endpoint-query';
import { baseApi } from './base-api';
import { configureAuthFailure } from './auth-failure';
import { storedUser } from '../session/stored-user';
import { sessionEnded } from '../session/session-actions';

/** A GET of a probe path answering `body` with `status`. */
const jsonHandler = (
  _method: 'get',
  path: string,
  body: object,
  status = 200,
) => http.get(apiUrl(path), () => HttpResponse.json(body, { status }));

/** A call of a probe path answering SPEC §8's 437. */
const authFailureHandler = (
  method: 'get' | 'post',
  path: string,
  error: string,
  message?: string,
) =>
  http[method](apiUrl(path), () =>
    HttpResponse.json(message === undefined ? { error } : { error, message }, {
      status: 437,
    }),
  );

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probeA: build.query<unknown, void>({ query: () => 'probe/a' }),
    probeB: build.query<unknown, void>({ query: () => 'probe/b' }),
    probeSave: build.mutation<unknown, { name: string }>({
      query: (body) => ({ url: 'probe/save', method: 'POST', body }),
    }),
  }),
});

const server = setupServer();
const replaceLocation = jest.fn();
let logoutCalls = 0;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  logoutCalls = 0;
  replaceLocation.mockReset();
  configureAuthFailure({ replaceLocation });
  server.use(
    http.post(apiUrl('auth/logout'), () => {
      logoutCalls += 1;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

it('sends JSON under /api/v1 with the XSRF cookie echoed in X-XSRF-TOKEN', async () => {
  document.cookie = 'XSRF-TOKEN=abc%20123';
  let seen: { url: string; xsrf: string | null; body: unknown } | undefined;
  server.use(
    http.post(apiUrl('probe/save'), async ({ request }) => {
      seen = {
        url: new URL(request.url).pathname,
        xsrf: request.headers.get('x-xsrf-token'),
        body: await request.json(),
      };
      return HttpResponse.json({ ok: true });
    }),
  );
  const store = createAppStore();
  const result = await store.dispatch(
    probeApi.endpoints.probeSave.initiate({ name: 'ruume' }),
  );
  expect(result).toEqual({ data: { ok: true } });
  expect(seen).toEqual({
    url: '/api/v1/probe/save',
    xsrf: 'abc 123',
    body: { name: 'ruume' },
  });
});

it('hands server errors to the caller as { status, data } without logging out', async () => {
  server.use(
    jsonHandler(
      'get',
      'probe/a',
      { error: 'NOT_FOUND', message: 'no such probe' },
      404,
    ),
  );
  const store = createAppStore();
  const result = await store.dispatch(probeApi.endpoints.probeA.initiate());
  expect(result.error).toEqual({
    status: 404,
    data: { error: 'NOT_FOUND', message: 'no such probe' },
  });
  expect(logoutCalls).toBe(0);
  expect(replaceLocation).not.toHaveBeenCalled();
});

it.each(['USER_BLOCK', 'TOKEN_STALE', 'INVALID_TOKEN', 'USER_NOT_FOUND'])(
  'a 437 %s logs out, forgets the user and the cache, and replaces the location with /login?error=',
  async (code) => {
    storedUser.write(buildCurrentUser());
    server.use(
      jsonHandler('get', 'probe/a', { id: 1 }),
      authFailureHandler('get', 'probe/b', code, 'your account is blocked'),
    );
    const store = createAppStore();
    await store.dispatch(probeApi.endpoints.probeA.initiate());
    expect(probeApi.endpoints.probeA.select()(store.getState()).data).toEqual({
      id: 1,
    });

    const result = await store.dispatch(probeApi.endpoints.probeB.initiate());
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(result.error).toEqual({
      status: 437,
      data: { error: code, message: 'your account is blocked' },
    });
    expect(logoutCalls).toBe(1);
    expect(storedUser.read()).toBeNull();
    expect(
      probeApi.endpoints.probeA.select()(store.getState()).data,
    ).toBeUndefined();
    expect(replaceLocation).toHaveBeenCalledTimes(1);
    expect(replaceLocation).toHaveBeenCalledWith(
      '/login?error=your%20account%20is%20blocked',
    );
  },
);

it("uses 'Authentication failed' when the 437 body has no message", async () => {
  server.use(authFailureHandler('get', 'probe/a', 'TOKEN_STALE'));
  const store = createAppStore();
  await store.dispatch(probeApi.endpoints.probeA.initiate());
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(replaceLocation).toHaveBeenCalledWith(
    '/login?error=Authentication%20failed',
  );
});

it('many 437s at once cause one logout and one redirect, and announce the ended session', async () => {
  server.use(
    authFailureHandler('get', 'probe/a', 'INVALID_TOKEN', 'session expired'),
    authFailureHandler('get', 'probe/b', 'INVALID_TOKEN', 'session expired'),
    authFailureHandler(
      'post',
      'probe/save',
      'INVALID_TOKEN',
      'session expired',
    ),
  );
  const seen: string[] = [];
  const store = createAppStore({
    endedSessions: (state: string[] = [], action: { type: string }) => {
      if (sessionEnded.match(action)) seen.push(action.payload.reason);
      return state;
    },
  });
  await Promise.all([
    store.dispatch(probeApi.endpoints.probeA.initiate()),
    store.dispatch(probeApi.endpoints.probeB.initiate()),
    store.dispatch(probeApi.endpoints.probeSave.initiate({ name: 'x' })),
  ]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(logoutCalls).toBe(1);
  expect(replaceLocation).toHaveBeenCalledTimes(1);
  expect(seen).toEqual(['session expired']);
});

it('a 437 with another code is an ordinary error', async () => {
  server.use(authFailureHandler('get', 'probe/a', 'SOMETHING_ELSE', 'nope'));
  const store = createAppStore();
  const result = await store.dispatch(probeApi.endpoints.probeA.initiate());
  expect(result.error).toMatchObject({ status: 437 });
  expect(logoutCalls).toBe(0);
  expect(replaceLocation).not.toHaveBeenCalled();
});

it('reports an unreachable server as FETCH_ERROR', async () => {
  server.use(http.get(apiUrl('probe/a'), () => HttpResponse.error()));
  const store = createAppStore();
  const result = await store.dispatch(probeApi.endpoints.probeA.initiate());
  expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
});

describe('answers checked against the contract', () => {
  const statsApi = baseApi.injectEndpoints({
    endpoints: (build) => ({
      probeStats: build.query(fromEndpoint(adminEndpoints.stats)),
    }),
  });
  const stats = {
    users: {
      total: 3,
      active: 2,
      blocked: 1,
      unverified: 0,
      admins: 1,
      newLast7Days: 1,
    },
    tiers: { house: 2, student: 0, professional: 1, business: 0 },
  };

  it('hands a matching answer to the caller', async () => {
    server.use(mockEndpoint(adminEndpoints.stats, () => stats));
    const store = createAppStore();
    const result = await store.dispatch(
      statsApi.endpoints.probeStats.initiate(),
    );
    expect(result.data).toEqual(stats);
  });

  it('turns an answer the contract refuses into an INVALID_RESPONSE error', async () => {
    const consoleError = jest
      .spyOn(console, 'error')
      .mockImplementation(() => undefined);
    server.use(
      http.get(apiUrl('admin/stats'), () =>
        HttpResponse.json({ totalUsers: 'many' }),
      ),
    );
    const store = createAppStore();
    const result = await store.dispatch(
      statsApi.endpoints.probeStats.initiate(),
    );
    expect(result.data).toBeUndefined();
    expect(result.error).toEqual({
      status: 'PARSING_ERROR',
      data: { error: 'INVALID_RESPONSE' },
    });
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
