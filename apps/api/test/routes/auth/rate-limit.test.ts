import { createUser, PASSWORD, uniqueEmail } from '../../support/accounts';
import { Browser } from '../../support/browser';
import { buildApp } from '../../../src/app';
import { createTestApp, type TestApp, XSRF } from '../../support/test-app';
import {
  FEATURE_DRIVERS,
  REDIS_URL,
  redisEnv,
} from '../../support/test-database';

const LIMITED = {
  error: 'RATE_LIMITED',
  message: 'too many attempts. please wait a minute and try again.',
};

/** Where the counters live: the database, and Redis when the run has one (REDIS_URL). */
const COUNTERS = [
  ['the database', {}],
  ...(REDIS_URL ? [['Redis', redisEnv(REDIS_URL)]] : []),
] as Array<[string, NodeJS.ProcessEnv]>;

describe.each(
  FEATURE_DRIVERS.flatMap((driver) =>
    COUNTERS.map(([where, env]) => [driver, where, env] as const),
  ),
)('rate limits (%s, counted in %s)', (driver, _where, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      driver,
      env: {
        RATE_LIMIT_LOGIN_PER_MINUTE: '3',
        RATE_LIMIT_AUTH_PER_MINUTE: '2',
        ...env,
      },
    });
  });
  afterAll(() => t.close());

  it('counts the same attempts on every api instance', async () => {
    const second = await buildApp({ config: t.config, database: t.database });
    try {
      const forgot = (app: typeof t.app) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/auth/forgot-password',
          remoteAddress: '203.0.113.11',
          ...XSRF,
          payload: { email: uniqueEmail() },
        });
      expect((await forgot(t.app)).statusCode).toBe(204);
      expect((await forgot(second)).statusCode).toBe(204);
      const limited = await forgot(t.app);
      expect([limited.statusCode, limited.json()]).toEqual([429, LIMITED]);
    } finally {
      await second.close();
    }
  });

  it('sign-in: the attempt over the limit answers 429 RATE_LIMITED, even with the right password', async () => {
    const user = await createUser(t);
    const attempt = (password: string) =>
      new Browser(t.app).post('/api/v1/auth/login', {
        email: user.email,
        password,
      });
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await attempt('Wr0ng!pass')).statusCode);
    expect(statuses).toEqual([401, 401, 401]);

    const limited = await attempt(PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(LIMITED);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('counts per route: other auth calls have their own (smaller) budget', async () => {
    const forgot = () =>
      new Browser(t.app).post('/api/v1/auth/forgot-password', {
        email: uniqueEmail(),
      });
    expect((await forgot()).statusCode).toBe(204);
    expect((await forgot()).statusCode).toBe(204);
    const limited = await forgot();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(LIMITED);

    // Registration is counted separately from forgot-password.
    const register = await new Browser(t.app).post('/api/v1/auth/register', {
      email: uniqueEmail(),
      password: PASSWORD,
      firstName: 'a',
      lastName: 'b',
    });
    expect(register.statusCode).toBe(204);
    // Routes without a limit are never limited.
    for (let i = 0; i < 5; i++) {
      expect(
        (await new Browser(t.app).get('/api/v1/auth/providers')).statusCode,
      ).toBe(200);
    }
  });

  it('counts per client address', async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      remoteAddress: '203.0.113.7',
      cookies: { 'XSRF-TOKEN': 't' },
      headers: { 'x-xsrf-token': 't' },
      payload: { email: uniqueEmail() },
    });
    expect(other.statusCode).toBe(204);
  });

  it('registration: a taken address counts like a new one, and the one over the limit is refused alike', async () => {
    const taken = await createUser(t);
    const register = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        remoteAddress: '203.0.113.9',
        cookies: { 'XSRF-TOKEN': 't' },
        headers: { 'x-xsrf-token': 't' },
        payload: { email, password: PASSWORD, firstName: 'a', lastName: 'b' },
      });
    expect((await register(taken.email)).statusCode).toBe(204);
    expect((await register(uniqueEmail())).statusCode).toBe(204);
    const overTaken = await register(taken.email);
    const overNew = await register(uniqueEmail());
    expect([overTaken.statusCode, overTaken.json()]).toEqual([429, LIMITED]);
    expect([overNew.statusCode, overNew.json()]).toEqual([429, LIMITED]);
  });
});
