import { resolve } from 'node:path';
import { z } from 'zod';

export const LOG_LEVELS = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
] as const;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute path; the embedded database lives in `${dataDir}/db`. */
  dataDir: string;
  /** Set: PostgreSQL server. Unset: embedded PGlite. */
  databaseUrl?: string;
  /** Origin the product is reached at, without a trailing slash. */
  publicUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Absolute path of the built web app; served only when it holds an index.html. */
  webDistDir: string;
  sentryDsn?: string;
  sentryEnvironment?: string;
  posthogKey?: string;
  posthogHost?: string;
  /** Fastify's trustProxy: true, a hop count, or addresses; decides `request.ip` for rate limits. */
  trustProxy: boolean | number | string;
  /** Set (with mailFrom): mail goes out over SMTP. Unset: the development outbox. */
  smtpUrl?: string;
  mailFrom?: string;
  /** Google sign-in is on when both client values are set. */
  oidcIssuer: string;
  googleClientId?: string;
  googleClientSecret?: string;
  /** The account created on the first start with no users. */
  adminEmail: string;
  /** Attempts per minute and IP: sign-in, and the other mail-sending or guessable auth calls. */
  rateLimitLoginPerMinute: number;
  rateLimitAuthPerMinute: number;
}

export interface ConfigIssue {
  variable: string;
  message: string;
}

export class ConfigError extends Error {
  constructor(readonly issues: ConfigIssue[]) {
    super(
      `Invalid configuration: ${issues.map((issue) => issue.message).join('; ')}`,
    );
    this.name = 'ConfigError';
  }
}

const url = (protocol: RegExp) => z.url({ protocol });

const perMinute = (fallback: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .pipe(z.number().int().min(1))
    .default(fallback);

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** http is allowed only for an issuer on this machine (tests, local identity servers). */
export const isLoopbackHttpUrl = (value: string): boolean => {
  const parsed = new URL(value);
  return parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname);
};

// One entry per variable: its schema and how to say what a valid value looks like.
// `secret` values are never echoed back in error messages.
const variables = {
  NODE_ENV: {
    schema: z
      .enum(['development', 'production', 'test'])
      .default('development'),
    expected: 'one of development, production, test',
  },
  PORT: {
    schema: z
      .string()
      .regex(/^\d{1,5}$/)
      .transform(Number)
      .pipe(z.number().int().min(1).max(65535))
      .default(3000),
    expected: 'an integer between 1 and 65535',
  },
  HOST: {
    schema: z.string().default('0.0.0.0'),
    expected: 'a host name or address',
  },
  DATA_DIR: {
    schema: z.string().default('./.data'),
    expected: 'a directory path',
  },
  DATABASE_URL: {
    schema: url(/^postgres(ql)?$/).optional(),
    expected: 'a postgres:// or postgresql:// URL',
    secret: true,
  },
  PUBLIC_URL: {
    schema: url(/^https?$/).optional(),
    expected: 'an http:// or https:// URL',
  },
  LOG_LEVEL: {
    schema: z.enum(LOG_LEVELS).default('info'),
    expected: `one of ${LOG_LEVELS.join(', ')}`,
  },
  WEB_DIST_DIR: { schema: z.string().optional(), expected: 'a directory path' },
  SENTRY_DSN: {
    schema: url(/^https?$/).optional(),
    expected: 'an http:// or https:// URL',
  },
  SENTRY_ENVIRONMENT: { schema: z.string().optional(), expected: 'a name' },
  POSTHOG_KEY: { schema: z.string().optional(), expected: 'a project key' },
  POSTHOG_HOST: {
    schema: url(/^https?$/).optional(),
    expected: 'an http:// or https:// URL',
  },
  TRUST_PROXY: {
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
  SMTP_URL: {
    schema: url(/^smtps?$/).optional(),
    expected: 'an smtp:// or smtps:// URL',
    secret: true,
  },
  MAIL_FROM: {
    schema: z
      .string()
      .regex(/^[^\s<>@]+@[^\s<>@]+$|^[^<>]*<[^\s<>@]+@[^\s<>@]+>$/)
      .optional(),
    expected: 'an address such as ruume <no-reply@example.com>',
  },
  OIDC_ISSUER: {
    schema: url(/^https?$/)
      .refine((value) => value.startsWith('https:') || isLoopbackHttpUrl(value))
      .default('https://accounts.google.com'),
    expected: 'an https:// URL (http:// only for localhost)',
  },
  GOOGLE_CLIENT_ID: { schema: z.string().optional(), expected: 'a client id' },
  GOOGLE_CLIENT_SECRET: {
    schema: z.string().optional(),
    expected: 'a client secret',
    secret: true,
  },
  ADMIN_EMAIL: {
    schema: z.email().toLowerCase().default('admin@ruume.local'),
    expected: 'an email address',
  },
  RATE_LIMIT_LOGIN_PER_MINUTE: {
    schema: perMinute(10),
    expected: 'a positive integer',
  },
  RATE_LIMIT_AUTH_PER_MINUTE: {
    schema: perMinute(5),
    expected: 'a positive integer',
  },
} satisfies Record<
  string,
  { schema: z.ZodType; expected: string; secret?: boolean }
>;

type VariableName = keyof typeof variables;

const envSchema = z.object(
  Object.fromEntries(
    Object.entries(variables).map(([name, v]) => [name, v.schema]),
  ) as {
    [K in VariableName]: (typeof variables)[K]['schema'];
  },
);

export interface LoadConfigOptions {
  /** Repository root; WEB_DIST_DIR defaults to `<rootDir>/apps/web/dist`. */
  rootDir?: string;
  /** Base for relative paths (DATA_DIR, WEB_DIST_DIR). */
  cwd?: string;
}

/** Validates the environment. Pure: throws ConfigError naming every bad variable. */
export function loadConfig(
  env: NodeJS.ProcessEnv,
  options: LoadConfigOptions = {},
): Config {
  const cwd = options.cwd ?? process.cwd();
  const rootDir = options.rootDir ?? cwd;

  // Empty values (`SENTRY_DSN=` in a .env file) mean "not set".
  const input: Record<string, string> = {};
  for (const name of Object.keys(variables)) {
    const value = env[name]?.trim();
    if (value) input[name] = value;
  }

  const parsed = envSchema.safeParse(input);
  if (!parsed.success) {
    const names = [
      ...new Set(parsed.error.issues.map((issue) => String(issue.path[0]))),
    ] as VariableName[];
    throw new ConfigError(
      names.map((name) => {
        const variable: { expected: string; secret?: boolean } =
          variables[name];
        const got = variable.secret ? '' : ` (got "${input[name]}")`;
        return {
          variable: name,
          message: `${name} must be ${variable.expected}${got}`,
        };
      }),
    );
  }

  const e = parsed.data;
  const pairs: Array<[VariableName, VariableName]> = [
    ['SMTP_URL', 'MAIL_FROM'],
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ];
  const unpaired = pairs.flatMap(([a, b]) =>
    Boolean(input[a]) === Boolean(input[b])
      ? []
      : [input[a] ? { set: a, missing: b } : { set: b, missing: a }],
  );
  if (unpaired.length > 0) {
    throw new ConfigError(
      unpaired.map(({ set, missing }) => ({
        variable: missing,
        message: `${missing} must be set together with ${set}`,
      })),
    );
  }

  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(
      /\/+$/,
      '',
    ),
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR
      ? resolve(cwd, e.WEB_DIST_DIR)
      : resolve(rootDir, 'apps/web/dist'),
    sentryDsn: e.SENTRY_DSN,
    sentryEnvironment: e.SENTRY_ENVIRONMENT,
    posthogKey: e.POSTHOG_KEY,
    posthogHost: e.POSTHOG_HOST,
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    oidcIssuer: e.OIDC_ISSUER,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleClientSecret: e.GOOGLE_CLIENT_SECRET,
    adminEmail: e.ADMIN_EMAIL,
    rateLimitLoginPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE,
    rateLimitAuthPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
  };
}
