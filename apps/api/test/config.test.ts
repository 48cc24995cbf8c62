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
      redisUrl: undefined,
      redisKeyPrefix: 'ruume:',
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      webDistDir: '/opt/ruume/apps/web/dist',
      sentryDsn: undefined,
      sentryEnvironment: undefined,
      posthogKey: undefined,
      posthogHost: undefined,
      trustProxy: false,
      smtpUrl: undefined,
      mailFrom: undefined,
      oidcIssuer: 'https://accounts.google.com',
      googleClientId: undefined,
      googleClientSecret: undefined,
      adminEmail: 'admin@ruume.local',
      rateLimitLoginPerMinute: 10,
      rateLimitAuthPerMinute: 5,
      paymentsProvider: 'sandbox',
      stripeSecretKey: undefined,
      stripeWebhookSecret: undefined,
      stripeApiBase: undefined,
      s3Bucket: undefined,
      s3Region: 'us-east-1',
      s3Endpoint: undefined,
      s3AccessKeyId: undefined,
      s3SecretAccessKey: undefined,
      s3ForcePathStyle: false,
      ffmpegPath: 'ffmpeg',
      ffprobePath: 'ffprobe',
      iceServers: [],
      turnUrls: undefined,
      turnSecret: undefined,
      turnLocalAddress: '127.0.0.1',
      janusUrl: undefined,
      janusApiSecret: undefined,
      janusTokenSecret: undefined,
      janusAdminKey: undefined,
      janusLocalNodes: 1,
      janusWatchersPerNode: 330,
      jobsConcurrency: 1,
      aiTranscribeModel: 'whisper-1',
      aiSummaryModel: 'gpt-4o-mini',
      janusNodes: [],
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
        REDIS_URL: 'redis://:secret@cache.internal:6379/0',
        REDIS_KEY_PREFIX: 'ruume-staging:',
        PUBLIC_URL: 'https://ruume.example.com/',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '/var/www/ruume',
        SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2',
        SENTRY_ENVIRONMENT: 'staging',
        POSTHOG_KEY: 'phc_abc',
        POSTHOG_HOST: 'https://eu.posthog.com',
        TRUST_PROXY: '2',
        SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
        MAIL_FROM: 'ruume <no-reply@ruume.example.com>',
        OIDC_ISSUER: 'https://issuer.example.com/tenant',
        GOOGLE_CLIENT_ID: 'client-id.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'client-secret',
        ADMIN_EMAIL: 'Ops@Ruume.example.com',
        RATE_LIMIT_LOGIN_PER_MINUTE: '20',
        RATE_LIMIT_AUTH_PER_MINUTE: '8',
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_live_abc123',
        STRIPE_WEBHOOK_SECRET: 'whsec_def456',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
        S3_BUCKET: 'ruume-files',
        S3_REGION: 'eu-central-1',
        S3_ENDPOINT: 'https://minio.internal:9000',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG',
        S3_FORCE_PATH_STYLE: 'false',
        FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg',
        FFPROBE_PATH: '/opt/ffmpeg/bin/ffprobe',
        JANUS_LOCAL_NODES: '2',
        JANUS_WATCHERS_PER_NODE: '250',
        JOBS_CONCURRENCY: '2',
        MEETING_RECORDINGS_DIR: '/srv/recordings',
        AI_BASE_URL: 'https://ai.example.com/v1',
        AI_API_KEY: 'sk-test',
        AI_TRANSCRIBE_MODEL: 'whisper-large',
        AI_SUMMARY_MODEL: 'summary-model',
        ICE_SERVERS:
          '[{"urls":["turn:turn.example.com:3478"],"username":"u","credential":"p"}]',
        TURN_URLS:
          'turn:turn.example.com:3478?transport=udp, turn:turn.example.com:3478?transport=tcp,turns:turn.example.com:443?transport=tcp',
        TURN_SECRET: 'a-secret-shared-with-coturn',
        TURN_LOCAL_ADDRESS: '127.0.0.2',
      },
      paths,
    );
    expect(config).toEqual({
      nodeEnv: 'production',
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/ruume/var/data',
      databaseUrl: 'postgresql://app:secret@db.internal:5432/ruume',
      redisUrl: 'redis://:secret@cache.internal:6379/0',
      redisKeyPrefix: 'ruume-staging:',
      publicUrl: 'https://ruume.example.com',
      logLevel: 'warn',
      webDistDir: '/var/www/ruume',
      sentryDsn: 'https://key@o1.ingest.sentry.io/2',
      sentryEnvironment: 'staging',
      posthogKey: 'phc_abc',
      posthogHost: 'https://eu.posthog.com',
      trustProxy: 2,
      smtpUrl: 'smtps://mailer:pw@smtp.example.com:465',
      mailFrom: 'ruume <no-reply@ruume.example.com>',
      oidcIssuer: 'https://issuer.example.com/tenant',
      googleClientId: 'client-id.apps.googleusercontent.com',
      googleClientSecret: 'client-secret',
      adminEmail: 'ops@ruume.example.com',
      rateLimitLoginPerMinute: 20,
      rateLimitAuthPerMinute: 8,
      paymentsProvider: 'stripe',
      stripeSecretKey: 'sk_live_abc123',
      stripeWebhookSecret: 'whsec_def456',
      stripeApiBase: 'http://127.0.0.1:12111',
      s3Bucket: 'ruume-files',
      s3Region: 'eu-central-1',
      s3Endpoint: 'https://minio.internal:9000',
      s3AccessKeyId: 'AKIAEXAMPLE',
      s3SecretAccessKey: 'wJalrXUtnFEMI/K7MDENG',
      s3ForcePathStyle: false,
      ffmpegPath: '/opt/ffmpeg/bin/ffmpeg',
      ffprobePath: '/opt/ffmpeg/bin/ffprobe',
      iceServers: [
        {
          urls: ['turn:turn.example.com:3478'],
          username: 'u',
          credential: 'p',
        },
      ],
      turnUrls: [
        'turn:turn.example.com:3478?transport=udp',
        'turn:turn.example.com:3478?transport=tcp',
        'turns:turn.example.com:443?transport=tcp',
      ],
      turnSecret: 'a-secret-shared-with-coturn',
      turnLocalAddress: '127.0.0.2',
      janusUrl: undefined,
      janusApiSecret: undefined,
      janusTokenSecret: undefined,
      janusAdminKey: undefined,
      janusLocalNodes: 2,
      janusWatchersPerNode: 250,
      jobsConcurrency: 2,
      meetingRecordingsDir: '/srv/recordings',
      aiBaseUrl: 'https://ai.example.com/v1',
      aiApiKey: 'sk-test',
      aiTranscribeModel: 'whisper-large',
      aiSummaryModel: 'summary-model',
      janusNodes: [],
    });
  });

  it('wants TURN_URLS and TURN_SECRET together, checks both and never echoes the secret', () => {
    const url = 'turn:turn.example.com:3478?transport=udp';
    expect(errorOf({ TURN_URLS: url }).issues).toEqual([
      {
        variable: 'TURN_SECRET',
        message: 'TURN_SECRET must be set together with TURN_URLS',
      },
    ]);
    expect(
      errorOf({ TURN_SECRET: 'a-secret-shared-with-coturn' }).issues,
    ).toEqual([
      {
        variable: 'TURN_URLS',
        message: 'TURN_URLS must be set together with TURN_SECRET',
      },
    ]);
    for (const bad of [
      'https://turn.example.com',
      'stun:turn.example.com:3478',
      `${url},turn:turn.example.com:3478?transport=sctp`,
    ]) {
      expect(
        errorOf({ TURN_URLS: bad, TURN_SECRET: 'a-secret-shared-with-coturn' })
          .issues[0].message,
      ).toContain('TURN_URLS must be comma-separated turn: or turns: URLs');
    }
    const short = errorOf({ TURN_URLS: url, TURN_SECRET: 'shortsecret' });
    expect(short.message).toContain('TURN_SECRET must be');
    expect(short.message).not.toContain('shortsecret');
    expect(errorOf({ TURN_LOCAL_ADDRESS: 'localhost' }).message).toContain(
      'TURN_LOCAL_ADDRESS must be an IPv4 address',
    );
  });

  it('wants both Stripe secrets with PAYMENTS_PROVIDER=stripe, and never echoes them', () => {
    const error = errorOf({
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc',
    });
    expect(error.issues).toEqual([
      {
        variable: 'STRIPE_WEBHOOK_SECRET',
        message:
          'STRIPE_WEBHOOK_SECRET must be set when PAYMENTS_PROVIDER is stripe',
      },
    ]);
    const bad = errorOf({ STRIPE_SECRET_KEY: 'pk_live_secretish' });
    expect(bad.message).toContain('STRIPE_SECRET_KEY must be');
    expect(bad.message).not.toContain('secretish');
    expect(errorOf({ PAYMENTS_PROVIDER: 'paypal' }).message).toContain(
      'PAYMENTS_PROVIDER must be sandbox or stripe',
    );
  });

  it('runs the sandbox on an https PUBLIC_URL only when told to, so no deployment gives plans away', () => {
    expect(errorOf({ PUBLIC_URL: 'https://ruume.example.com' }).issues).toEqual(
      [
        {
          variable: 'PAYMENTS_PROVIDER',
          message:
            'PAYMENTS_PROVIDER must be set when PUBLIC_URL is https: stripe for real payments, or sandbox to simulate them on purpose',
        },
      ],
    );
    expect(
      loadConfig(
        {
          PUBLIC_URL: 'https://staging.example.com',
          PAYMENTS_PROVIDER: 'sandbox',
        },
        paths,
      ).paymentsProvider,
    ).toBe('sandbox');
    expect(
      loadConfig({ PUBLIC_URL: 'http://10.0.0.5:3000' }, paths)
        .paymentsProvider,
    ).toBe('sandbox');
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
    [
      'TRUST_PROXY',
      'yes please',
      'TRUST_PROXY must be true, false, a number of proxy hops, or comma-separated proxy addresses (got "yes please")',
    ],
    [
      'OIDC_ISSUER',
      'http://accounts.example.com',
      'OIDC_ISSUER must be an https:// URL (http:// only for localhost) (got "http://accounts.example.com")',
    ],
    [
      'ADMIN_EMAIL',
      'admin',
      'ADMIN_EMAIL must be an email address (got "admin")',
    ],
    [
      'RATE_LIMIT_LOGIN_PER_MINUTE',
      '0',
      'RATE_LIMIT_LOGIN_PER_MINUTE must be a positive integer (got "0")',
    ],
    [
      'RATE_LIMIT_AUTH_PER_MINUTE',
      'many',
      'RATE_LIMIT_AUTH_PER_MINUTE must be a positive integer (got "many")',
    ],
    [
      'S3_BUCKET',
      'My_Bucket',
      'S3_BUCKET must be a bucket name (3 to 63 lower-case letters, digits, . and -) (got "My_Bucket")',
    ],
    [
      'S3_ENDPOINT',
      'minio:9000',
      'S3_ENDPOINT must be an http:// or https:// URL (got "minio:9000")',
    ],
    [
      'S3_FORCE_PATH_STYLE',
      'yes',
      'S3_FORCE_PATH_STYLE must be true or false (got "yes")',
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

  it('never echoes REDIS_URL either, and wants a redis:// URL', () => {
    expect(errorOf({ REDIS_URL: 'http://:hunter2@cache:6379' }).message).toBe(
      'Invalid configuration: REDIS_URL must be a redis:// or rediss:// URL',
    );
  });

  it('wants ICE_SERVERS as a JSON array of ICE servers, and never echoes it (TURN credentials)', () => {
    for (const value of [
      'not json',
      '{"urls":"stun:x"}',
      '[{"username":"u"}]',
    ]) {
      const error = errorOf({ ICE_SERVERS: value });
      expect(error.issues.map((issue) => issue.variable)).toEqual([
        'ICE_SERVERS',
      ]);
      expect(error.message).not.toContain(value);
    }
  });

  it('reads the Janus nodes, with one secret for all or one per node', () => {
    const config = loadConfig(
      {
        JANUS_URL: 'wss://sfu1.example.com/janus, ws://10.0.0.2:8188',
        JANUS_PUBLIC_URL: 'wss://sfu1.example.com/janus,wss://sfu2.example.com',
        JANUS_API_SECRET: 'api-secret',
        JANUS_TOKEN_SECRET: 'token-1,token-2',
        JANUS_ADMIN_KEY: 'admin-key',
      },
      paths,
    );
    expect(config.janusNodes).toEqual([
      {
        url: 'wss://sfu1.example.com/janus',
        publicUrl: 'wss://sfu1.example.com/janus',
        apiSecret: 'api-secret',
        tokenSecret: 'token-1',
        roomAdminKey: 'admin-key',
      },
      {
        url: 'ws://10.0.0.2:8188',
        publicUrl: 'wss://sfu2.example.com',
        apiSecret: 'api-secret',
        tokenSecret: 'token-2',
        roomAdminKey: 'admin-key',
      },
    ]);
  });

  it('refuses a node count or a watchers-per-node that is not a whole number of 1 or more', () => {
    expect(errorOf({ JANUS_WATCHERS_PER_NODE: '0' }).message).toBe(
      'Invalid configuration: JANUS_WATCHERS_PER_NODE must be a whole number of watchers, 1 or more (got "0")',
    );
    expect(errorOf({ JANUS_LOCAL_NODES: 'two' }).message).toBe(
      'Invalid configuration: JANUS_LOCAL_NODES must be a whole number of local Janus nodes, 1 or more (got "two")',
    );
  });

  it("reads the local Janus's ICE interfaces, unset by default", () => {
    expect(loadConfig({}, paths).janusIceInterfaces).toBeUndefined();
    expect(
      loadConfig({ JANUS_ICE_INTERFACES: 'veth0, 10.0.0.' }, paths)
        .janusIceInterfaces,
    ).toEqual(['veth0', '10.0.0.']);
    expect(errorOf({ JANUS_ICE_INTERFACES: 'veth0;x' }).message).toBe(
      'Invalid configuration: JANUS_ICE_INTERFACES must be comma-separated interface names or address prefixes, such as veth0 or 10.0.0. (got "veth0;x")',
    );
  });

  it('wants JANUS_URL as ws(s) URLs with its secrets, and never echoes the secrets', () => {
    const secrets = { JANUS_API_SECRET: 's3cr3t', JANUS_TOKEN_SECRET: 't0k3n' };
    expect(
      errorOf({ JANUS_URL: 'http://sfu.example.com', ...secrets }).message,
    ).toBe(
      'Invalid configuration: JANUS_URL must be one or more comma-separated ws:// or wss:// URLs (got "http://sfu.example.com")',
    );
    expect(errorOf({ JANUS_URL: 'ws://sfu:8188' }).issues).toEqual([
      {
        variable: 'JANUS_API_SECRET',
        message: 'JANUS_API_SECRET must be set together with JANUS_URL',
      },
      {
        variable: 'JANUS_TOKEN_SECRET',
        message: 'JANUS_TOKEN_SECRET must be set together with JANUS_URL',
      },
    ]);
    expect(errorOf(secrets).issues.map((issue) => issue.message)).toEqual([
      'JANUS_URL must be set together with JANUS_API_SECRET',
      'JANUS_URL must be set together with JANUS_TOKEN_SECRET',
    ]);
    const threeSecrets = errorOf({
      ...secrets,
      JANUS_URL: 'ws://a:8188,ws://b:8188',
      JANUS_API_SECRET: 'one,two,three',
    });
    expect(threeSecrets.message).toBe(
      'Invalid configuration: JANUS_API_SECRET must hold one value, or one per JANUS_URL node (2), comma-separated',
    );
    expect(threeSecrets.message).not.toContain('three');
    // Browsers reach each node at its own address: one for two nodes will not do.
    expect(
      errorOf({
        ...secrets,
        JANUS_URL: 'ws://a:8188,ws://b:8188',
        JANUS_PUBLIC_URL: 'wss://sfu.example.com',
      }).message,
    ).toBe(
      'Invalid configuration: JANUS_PUBLIC_URL must hold one value per JANUS_URL node (2), comma-separated',
    );
    // Unset: browsers use JANUS_URL itself.
    expect(
      loadConfig({ ...secrets, JANUS_URL: 'ws://a:8188' }, paths).janusNodes[0]
        .publicUrl,
    ).toBe('ws://a:8188');
  });

  it('never echoes SMTP_URL either, and wants an smtp:// URL', () => {
    const error = errorOf({
      SMTP_URL: 'http://user:hunter2@mail',
      MAIL_FROM: 'a@b.c',
    });
    expect(error.message).toBe(
      'Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL',
    );
  });

  it.each([
    ['SMTP_URL', 'smtp://127.0.0.1:2525', 'MAIL_FROM'],
    ['MAIL_FROM', 'no-reply@ruume.example.com', 'SMTP_URL'],
    ['GOOGLE_CLIENT_ID', 'id', 'GOOGLE_CLIENT_SECRET'],
    ['GOOGLE_CLIENT_SECRET', 'secret', 'GOOGLE_CLIENT_ID'],
    ['S3_ACCESS_KEY_ID', 'AKIAEXAMPLE', 'S3_SECRET_ACCESS_KEY'],
    ['S3_SECRET_ACCESS_KEY', 'hunter2', 'S3_ACCESS_KEY_ID'],
  ])('wants %s together with its partner', (set, value, missing) => {
    const error = errorOf({ [set]: value });
    expect(error.issues).toEqual([
      {
        variable: missing,
        message: `${missing} must be set together with ${set}`,
      },
    ]);
  });

  it('stores files in S3 when S3_BUCKET is set: the default credential chain without keys, path style with an endpoint', () => {
    const aws = loadConfig({ S3_BUCKET: 'ruume-files' }, paths);
    expect(aws).toMatchObject({
      s3Bucket: 'ruume-files',
      s3Region: 'us-east-1',
      s3Endpoint: undefined,
      s3AccessKeyId: undefined,
      s3SecretAccessKey: undefined,
      s3ForcePathStyle: false,
    });
    const minio = loadConfig(
      { S3_BUCKET: 'ruume-files', S3_ENDPOINT: 'http://127.0.0.1:9000' },
      paths,
    );
    expect(minio.s3ForcePathStyle).toBe(true);
    expect(
      loadConfig(
        {
          S3_BUCKET: 'ruume-files',
          S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
          S3_FORCE_PATH_STYLE: 'false',
        },
        paths,
      ).s3ForcePathStyle,
    ).toBe(false);
  });

  it('wants S3_BUCKET with any other S3 setting, and never echoes the secret key', () => {
    expect(errorOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' }).issues).toEqual([
      {
        variable: 'S3_BUCKET',
        message: 'S3_BUCKET must be set together with S3_ENDPOINT',
      },
    ]);
    expect(
      errorOf({ S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'hunter2' })
        .message,
    ).toBe(
      'Invalid configuration: S3_BUCKET must be set together with S3_ACCESS_KEY_ID',
    );
    const unpaired = errorOf({
      S3_BUCKET: 'ruume-files',
      S3_SECRET_ACCESS_KEY: 'hunter2',
    });
    expect(unpaired.message).not.toContain('hunter2');
  });

  it('allows an http issuer on this machine only (local identity servers, tests)', () => {
    for (const issuer of [
      'http://127.0.0.1:9000',
      'http://localhost:9000/realm',
    ]) {
      expect(loadConfig({ OIDC_ISSUER: issuer }, paths).oidcIssuer).toBe(
        issuer,
      );
    }
  });

  it('reads TRUST_PROXY as a switch, a hop count or addresses', () => {
    const trust = (value: string) =>
      loadConfig({ TRUST_PROXY: value }, paths).trustProxy;
    expect(trust('true')).toBe(true);
    expect(trust('false')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('10.0.0.0/8,127.0.0.1')).toBe('10.0.0.0/8,127.0.0.1');
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
