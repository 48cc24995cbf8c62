// Every environment variable the api reads: its Config property, schema and what a valid value
// looks like. loadConfig (config.ts) validates the environment against this table.
import { z } from 'zod';
import { positiveInt, url } from './config-fields';
import { mediaVariables } from './config-media-variables';

export const LOG_LEVELS = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
] as const;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** http is allowed only for an issuer on this machine (tests, local identity servers). */
export const isLoopbackHttpUrl = (value: string): boolean => {
  const parsed = new URL(value);
  return parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname);
};

// One entry per variable: the Config property it fills, its schema and how to say what a
// valid value looks like. `secret` values are never echoed back in error messages. Config is
// derived from this table: a new variable is one entry here.
export const variables = {
  NODE_ENV: {
    key: 'nodeEnv',
    schema: z
      .enum(['development', 'production', 'test'])
      .default('development'),
    expected: 'one of development, production, test',
  },
  PORT: {
    key: 'port',
    schema: z
      .string()
      .regex(/^\d{1,5}$/)
      .transform(Number)
      .pipe(z.number().int().min(1).max(65535))
      .default(3000),
    expected: 'an integer between 1 and 65535',
  },
  HOST: {
    key: 'host',
    schema: z.string().default('0.0.0.0'),
    expected: 'a host name or address',
  },
  /** Absolute path; the embedded database lives in `${dataDir}/db`. */
  DATA_DIR: {
    key: 'dataDir',
    schema: z.string().default('./.data'),
    expected: 'a directory path',
  },
  /** Set: PostgreSQL server. Unset: embedded PGlite. */
  DATABASE_URL: {
    key: 'databaseUrl',
    schema: url(/^postgres(ql)?$/).optional(),
    expected: 'a postgres:// or postgresql:// URL',
    secret: true,
  },
  /** Set: session cache invalidation over Redis pub/sub (no LISTEN needed, e.g. behind PgBouncer). */
  REDIS_URL: {
    key: 'redisUrl',
    schema: url(/^rediss?$/).optional(),
    expected: 'a redis:// or rediss:// URL',
    secret: true,
  },
  /** Prefix of every Redis key and channel, so deployments can share one Redis. */
  REDIS_KEY_PREFIX: {
    key: 'redisKeyPrefix',
    schema: z
      .string()
      .regex(/^[\w:.-]{1,64}$/)
      .default('ruume:'),
    expected: 'letters, digits and _ : . - (at most 64)',
  },
  /** Origin the product is reached at, without a trailing slash. */
  PUBLIC_URL: {
    key: 'publicUrl',
    schema: url(/^https?$/).optional(),
    expected: 'an http:// or https:// URL',
  },
  LOG_LEVEL: {
    key: 'logLevel',
    schema: z.enum(LOG_LEVELS).default('info'),
    expected: `one of ${LOG_LEVELS.join(', ')}`,
  },
  /** Absolute path of the built web app; served only when it holds an index.html. */
  WEB_DIST_DIR: {
    key: 'webDistDir',
    schema: z.string().optional(),
    expected: 'a directory path',
  },
  SENTRY_DSN: {
    key: 'sentryDsn',
    schema: url(/^https?$/).optional(),
    expected: 'an http:// or https:// URL',
  },
  SENTRY_ENVIRONMENT: {
    key: 'sentryEnvironment',
    schema: z.string().optional(),
    expected: 'a name',
  },
  POSTHOG_KEY: {
    key: 'posthogKey',
    schema: z.string().optional(),
    expected: 'a project key',
  },
  POSTHOG_HOST: {
    key: 'posthogHost',
    schema: url(/^https?$/).optional(),
    expected: 'an http:// or https:// URL',
  },
  /** Fastify's trustProxy: true, a hop count, or addresses; decides `request.ip` for rate limits. */
  TRUST_PROXY: {
    key: 'trustProxy',
    schema: z
      .string()
      .regex(/^(true|false|\d{1,2}|[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*)$/)
      .transform((value) =>
        value === 'true'
          ? true
          : value === 'false'
            ? false
            : /^\d+$/.test(value)
              ? Number(value)
              : value,
      )
      .default(false),
    expected:
      'true, false, a number of proxy hops, or comma-separated proxy addresses',
  },
  /** Set (with MAIL_FROM): mail goes out over SMTP. Unset: the development outbox. */
  SMTP_URL: {
    key: 'smtpUrl',
    schema: url(/^smtps?$/).optional(),
    expected: 'an smtp:// or smtps:// URL',
    secret: true,
  },
  MAIL_FROM: {
    key: 'mailFrom',
    schema: z
      .string()
      .regex(/^[^\s<>@]+@[^\s<>@]+$|^[^<>]*<[^\s<>@]+@[^\s<>@]+>$/)
      .optional(),
    expected: 'an address such as ruume <no-reply@example.com>',
  },
  OIDC_ISSUER: {
    key: 'oidcIssuer',
    schema: url(/^https?$/)
      .refine((value) => value.startsWith('https:') || isLoopbackHttpUrl(value))
      .default('https://accounts.google.com'),
    expected: 'an https:// URL (http:// only for localhost)',
  },
  /** Google sign-in is on when both client values are set. */
  GOOGLE_CLIENT_ID: {
    key: 'googleClientId',
    schema: z.string().optional(),
    expected: 'a client id',
  },
  GOOGLE_CLIENT_SECRET: {
    key: 'googleClientSecret',
    schema: z.string().optional(),
    expected: 'a client secret',
    secret: true,
  },
  /** The account created on the first start with no users. */
  ADMIN_EMAIL: {
    key: 'adminEmail',
    schema: z.email().toLowerCase().default('admin@ruume.local'),
    expected: 'an email address',
  },
  /** Attempts per minute and IP: sign-in, and the other mail-sending or guessable auth calls. */
  RATE_LIMIT_LOGIN_PER_MINUTE: {
    key: 'rateLimitLoginPerMinute',
    schema: positiveInt(10),
    expected: 'a positive integer',
  },
  RATE_LIMIT_AUTH_PER_MINUTE: {
    key: 'rateLimitAuthPerMinute',
    schema: positiveInt(5),
    expected: 'a positive integer',
  },
  /** stripe: real payments (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET). sandbox: simulated, offline. */
  PAYMENTS_PROVIDER: {
    key: 'paymentsProvider',
    schema: z.enum(['sandbox', 'stripe']).optional(),
    expected: 'sandbox or stripe',
  },
  STRIPE_SECRET_KEY: {
    key: 'stripeSecretKey',
    schema: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/)
      .optional(),
    expected: 'a secret or restricted key (sk_live_…, sk_test_…)',
    secret: true,
  },
  STRIPE_WEBHOOK_SECRET: {
    key: 'stripeWebhookSecret',
    schema: z
      .string()
      .regex(/^whsec_\w+$/)
      .optional(),
    expected: 'a webhook signing secret (whsec_…)',
    secret: true,
  },
  /** Set: files go to this S3 bucket (S3_* below). Unset: local disk under DATA_DIR/files. */
  S3_BUCKET: {
    key: 's3Bucket',
    schema: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
      .optional(),
    expected: 'a bucket name (3 to 63 lower-case letters, digits, . and -)',
  },
  S3_REGION: {
    key: 's3Region',
    schema: z
      .string()
      .regex(/^[a-z0-9-]{1,32}$/)
      .default('us-east-1'),
    expected: 'a region such as eu-central-1 (lower-case letters, digits, -)',
  },
  /** An S3-compatible service instead of AWS: MinIO, R2, s3rver in tests. */
  S3_ENDPOINT: {
    key: 's3Endpoint',
    schema: url(/^https?$/).optional(),
    expected: 'an http:// or https:// URL',
  },
  /** Both or neither; neither: the SDK's default credential chain (environment, role, profile). */
  S3_ACCESS_KEY_ID: {
    key: 's3AccessKeyId',
    schema: z.string().optional(),
    expected: 'an access key id',
  },
  S3_SECRET_ACCESS_KEY: {
    key: 's3SecretAccessKey',
    schema: z.string().optional(),
    expected: 'a secret access key',
    secret: true,
  },
  /** Bucket in the path (endpoint/bucket/key) rather than the host name; default: with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: {
    key: 's3ForcePathStyle',
    schema: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    expected: 'true or false',
  },
  ...mediaVariables,
  /** Where the stripe SDK sends its calls instead of api.stripe.com (tests, a local mock). */
  STRIPE_API_BASE: {
    key: 'stripeApiBase',
    schema: url(/^https?$/).optional(),
    expected: 'an http:// or https:// URL',
  },
} as const satisfies Record<
  string,
  { key: string; schema: z.ZodType; expected: string; secret?: boolean }
>;
