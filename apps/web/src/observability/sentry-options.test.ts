import { sentryOptions } from './sentry-options';

const dsn = 'https://key@errors.example.com/1';

it('is off in development builds, even with a DSN', () => {
  expect(sentryOptions({ sentryDsn: dsn } as never, false)).toBeNull();
});

it('is off in production builds without a DSN', () => {
  expect(sentryOptions({ sentryDsn: null } as never, true)).toBeNull();
});

it('in production with a DSN: no personal data, no ordinary replays, every error replayed, tracing on', () => {
  const options = sentryOptions(
    { sentryDsn: dsn, sentryEnvironment: 'staging' } as never,
    true,
  );
  expect(options).toMatchObject({
    dsn,
    environment: 'staging',
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: 1,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
  });
  expect(options?.tracesSampleRate).toBeGreaterThan(0);
});
