import { ConfigError, loadConfig } from '../src/config';

const paths = { cwd: '/srv/ruume', rootDir: '/opt/ruume' };

function errorOf(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env, paths);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected loadConfig to throw');
}

describe('loadConfig', () => {
  it('gives the embedded defaults for an empty environment', () => {
    expect(loadConfig({}, paths)).toEqual({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/ruume/.data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      webDistDir: '/opt/ruume/apps/web/dist',
      sentryDsn: undefined,
      sentryEnvironment: undefined,
      posthogKey: undefined,
      posthogHost: undefined,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgresql://app:secret@db.internal:5432/ruume',
        PUBLIC_URL: 'https://ruume.example.com/',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '/var/www/ruume',
        SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2',
        SENTRY_ENVIRONMENT: 'staging',
        POSTHOG_KEY: 'phc_abc',
        POSTHOG_HOST: 'https://eu.posthog.com',
      },
      paths,
    );
    expect(config).toEqual({
      nodeEnv: 'production',
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/ruume/var/data',
      databaseUrl: 'postgresql://app:secret@db.internal:5432/ruume',
      publicUrl: 'https://ruume.example.com',
      logLevel: 'warn',
      webDistDir: '/var/www/ruume',
      sentryDsn: 'https://key@o1.ingest.sentry.io/2',
      sentryEnvironment: 'staging',
      posthogKey: 'phc_abc',
      posthogHost: 'https://eu.posthog.com',
    });
  });

  it('derives PUBLIC_URL from PORT and treats empty values as unset', () => {
    const config = loadConfig(
      { PORT: '4000', SENTRY_DSN: '', DATABASE_URL: '  ' },
      paths,
    );
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.sentryDsn).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
  });

  it('accepts both postgres URL schemes', () => {
    expect(
      loadConfig(
        { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' },
        paths,
      ).databaseUrl,
    ).toBe('postgres://postgres@127.0.0.1:5432/test');
  });

  it.each([
    [
      'NODE_ENV',
      'prod',
      'NODE_ENV must be one of development, production, test (got "prod")',
    ],
    ['PORT', 'abc', 'PORT must be an integer between 1 and 65535 (got "abc")'],
    ['PORT', '0', 'PORT must be an integer between 1 and 65535 (got "0")'],
    [
      'PORT',
      '65536',
      'PORT must be an integer between 1 and 65535 (got "65536")',
    ],
    [
      'PORT',
      '80.5',
      'PORT must be an integer between 1 and 65535 (got "80.5")',
    ],
    [
      'DATABASE_URL',
      'mysql://root@localhost/db',
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
    ],
    [
      'DATABASE_URL',
      'not a url',
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
    ],
    [
      'PUBLIC_URL',
      'ruume.example.com',
      'PUBLIC_URL must be an http:// or https:// URL (got "ruume.example.com")',
    ],
    [
      'PUBLIC_URL',
      'ftp://ruume.example.com',
      'PUBLIC_URL must be an http:// or https:// URL (got "ftp://ruume.example.com")',
    ],
    [
      'LOG_LEVEL',
      'loud',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    [
      'SENTRY_DSN',
      'dsn',
      'SENTRY_DSN must be an http:// or https:// URL (got "dsn")',
    ],
    [
      'POSTHOG_HOST',
      'eu.posthog',
      'POSTHOG_HOST must be an http:// or https:// URL (got "eu.posthog")',
    ],
  ])('rejects %s=%s naming the variable', (variable, value, message) => {
    const error = errorOf({ [variable]: value });
    expect(error.message).toBe(`Invalid configuration: ${message}`);
    expect(error.issues).toEqual([{ variable, message }]);
  });

  it('never echoes the database URL, which may hold a password', () => {
    expect(
      errorOf({ DATABASE_URL: 'mysql://root:hunter2@db/x' }).message,
    ).not.toContain('hunter2');
  });

  it('names every bad variable at once', () => {
    const error = errorOf({
      PORT: 'abc',
      LOG_LEVEL: 'loud',
      PUBLIC_URL: 'nope',
    });
    expect(error.issues.map((issue) => issue.variable)).toEqual([
      'PORT',
      'PUBLIC_URL',
      'LOG_LEVEL',
    ]);
  });
});
