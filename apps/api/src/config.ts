import { resolve } from 'node:path';
import { z } from 'zod';
import {
  type JanusNodeConfig,
  janusIssues,
  janusNodes,
} from './adapters/janus/janus-config';
import { variables } from './config-variables';

export { LOG_LEVELS, isLoopbackHttpUrl } from './config-variables';

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

type VariableName = keyof typeof variables;
type Variables = typeof variables;

type Parsed = {
  -readonly [K in VariableName as Variables[K]['key']]: z.output<
    Variables[K]['schema']
  >;
};
/** Variables without a default may be left unset: optional properties. */
type UnsetKeys = {
  [K in keyof Parsed]: undefined extends Parsed[K] ? K : never;
}[keyof Parsed];
// Resolved after parsing: absolute paths and an origin without a trailing slash.
type Resolved = {
  dataDir: string;
  publicUrl: string;
  webDistDir: string;
  paymentsProvider: 'sandbox' | 'stripe';
  s3ForcePathStyle: boolean;
  /** JANUS_URL's nodes with their secrets; empty when it is unset. */
  janusNodes: JanusNodeConfig[];
};

/** The validated configuration: one property per variable, named by its `key`. */
export type Config = Omit<Parsed, UnsetKeys | keyof Resolved> &
  Partial<Pick<Parsed, Exclude<UnsetKeys, keyof Resolved>>> &
  Resolved;

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
    ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
    ['TURN_URLS', 'TURN_SECRET'],
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

  const payments = paymentsIssues(e);
  if (payments.length > 0) throw new ConfigError(payments);

  // S3 settings without a bucket would silently leave files on local disk.
  const s3WithoutBucket = (
    [
      'S3_REGION',
      'S3_ENDPOINT',
      'S3_ACCESS_KEY_ID',
      'S3_FORCE_PATH_STYLE',
    ] as const
  ).find((name) => input[name] && !input.S3_BUCKET);
  if (s3WithoutBucket) {
    throw new ConfigError([
      {
        variable: 'S3_BUCKET',
        message: `S3_BUCKET must be set together with ${s3WithoutBucket}`,
      },
    ]);
  }

  const janus = janusIssues(e);
  if (janus.length > 0) throw new ConfigError(janus);

  const values = Object.fromEntries(
    (Object.keys(variables) as VariableName[]).map((name) => [
      variables[name].key,
      e[name],
    ]),
  ) as Omit<Config, keyof Resolved>;
  return {
    ...values,
    dataDir: resolve(cwd, e.DATA_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(
      /\/+$/,
      '',
    ),
    webDistDir: e.WEB_DIST_DIR
      ? resolve(cwd, e.WEB_DIST_DIR)
      : resolve(rootDir, 'apps/web/dist'),
    paymentsProvider: e.PAYMENTS_PROVIDER ?? 'sandbox',
    // MinIO, s3rver and most S3-compatible services want the bucket in the path.
    s3ForcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
    janusNodes: janusNodes(e),
  };
}

/**
 * Stripe needs both of its secrets. The sandbox gives plans away, so a server on an https
 * PUBLIC_URL (a real deployment) runs it only when PAYMENTS_PROVIDER=sandbox says so.
 */
function paymentsIssues(e: z.output<typeof envSchema>): ConfigIssue[] {
  if (e.PAYMENTS_PROVIDER === 'stripe') {
    return (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const)
      .filter((name) => !e[name])
      .map((name) => ({
        variable: name,
        message: `${name} must be set when PAYMENTS_PROVIDER is stripe`,
      }));
  }
  if (!e.PAYMENTS_PROVIDER && e.PUBLIC_URL?.startsWith('https:')) {
    return [
      {
        variable: 'PAYMENTS_PROVIDER',
        message:
          'PAYMENTS_PROVIDER must be set when PUBLIC_URL is https: stripe for real payments, or sandbox to simulate them on purpose',
      },
    ];
  }
  return [];
}
