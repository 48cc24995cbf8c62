// Starting and stopping the real ruume server (apps/api/dist/main.js serving apps/web/dist) for browser tests.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  openSync,
  closeSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(__dirname, '../../../..');
export const API_MAIN = join(REPO_ROOT, 'apps/api/dist/main.js');
export const WEB_INDEX = join(REPO_ROOT, 'apps/web/dist/index.html');

/** Env names the globalSetup uses to hand the shared stack to specs and the reporter. */
export const ENV_BASE_URL = 'RUUME_E2E_BASE_URL';
export const ENV_RUN_DIR = 'RUUME_E2E_RUN_DIR';

/** Server configuration a test must never inherit from the engineer's shell (each switches on a production part). */
const INHERITED_CONFIG =
  /^(SENTRY_|ANALYTICS_|POSTHOG_|DATABASE_URL$|REDIS_URL$|S3_|AWS_|SMTP_URL$|MAIL_FROM$|PAYMENTS_PROVIDER$|STRIPE_|OIDC_|GOOGLE_CLIENT_|PUBLIC_URL$|DATA_DIR$|WEB_DIST_DIR$|PORT$|HOST$|NODE_ENV$|NODE_OPTIONS$|ADMIN_EMAIL$|RATE_LIMIT_|TRUST_PROXY$|JANUS_(URL|PUBLIC_URL|API_SECRET|TOKEN_SECRET|ADMIN_KEY)$)/;

/** Explains what to build when the built apps are missing; null when both are there. */
export function buildProblem(): string | null {
  const missing = [API_MAIN, WEB_INDEX].filter((file) => !existsSync(file));
  if (missing.length === 0) return null;
  return (
    `ruume e2e: built app missing (${missing.map((f) => f.replace(REPO_ROOT + '/', '')).join(', ')}) — ` +
    'run npx nx build web api (or run the tests with npx nx e2e web-e2e, which builds them first)'
  );
}

/** A directory for this test run's logs and databases: the shared run dir when there is one, else a new one. */
export function runDir(): string {
  const shared = process.env[ENV_RUN_DIR];
  if (shared && existsSync(shared)) return shared;
  return mkdtempSync(join(tmpdir(), 'ruume-e2e-'));
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() =>
        port ? resolvePort(port) : reject(new Error('no free port')),
      );
    });
  });
}

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RuumeServer {
  /** e.g. http://127.0.0.1:41234 (no trailing slash) */
  url: string;
  port: number;
  dataDir: string;
  logFile: string;
  child: ChildProcess;
  /** Resolves when the process has exited (however it ended). */
  exited: Promise<ServerExit>;
  /** The last lines of the server's stdout+stderr. */
  logTail(lines?: number): string;
  /** Everything this process wrote to stdout+stderr so far (not what an earlier process wrote to the same file). */
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited after a grace period. Idempotent. */
  stop(): Promise<ServerExit>;
}

export interface StartOptions {
  /** Used in file names and messages, e.g. 'shared', 'sentry'. */
  label: string;
  /** Reuse an existing data directory (e.g. for a restart); default: a fresh one under the run dir. */
  dataDir?: string;
  /**
   * Extra environment, e.g. SENTRY_DSN. Applied after the filter that keeps the engineer's shell configuration
   * out, so a variable passed here (SMTP_URL, OIDC_ISSUER, …) does reach the server.
   */
  env?: Record<string, string>;
  /** Listen on this port (e.g. one already registered as an OAuth redirect URI); default: a free one. */
  port?: number;
  /** Upper bound for the health check loop. */
  readyTimeoutMs?: number;
}

function tail(file: string, lines = 80): string {
  try {
    const text = readFileSync(file, 'utf8').trimEnd();
    return text.split('\n').slice(-lines).join('\n') || '(empty)';
  } catch {
    return '(no log)';
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts `node apps/api/dist/main.js` from the repo root in production mode on a free port with its own
 * DATA_DIR, and resolves once GET /api/v1/health answers {status:'ok', database:'up'}.
 */
export async function startServer(options: StartOptions): Promise<RuumeServer> {
  const problem = buildProblem();
  if (problem) throw new Error(problem);

  const dir = runDir();
  const dataDir =
    options.dataDir ?? mkdtempSync(join(dir, `${options.label}-data-`));
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const logFile = join(dir, `${options.label}-${port}.log`);
  const logStart = existsSync(logFile) ? statSync(logFile).size : 0;

  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!INHERITED_CONFIG.test(key)) env[key] = value;
  }
  Object.assign(env, {
    NODE_ENV: 'production',
    HOST: '127.0.0.1', // tests listen on loopback only
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    // Every spec's people register and sign in from one loopback address, more of them a minute
    // the faster the machine (10 a minute per address and route by default: a live room's spec
    // met 429s on a quiet machine); the per-address limits themselves are the api's tests' own.
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    ...options.env,
  });

  const logFd = openSync(logFile, 'a');
  const child = spawn(process.execPath, [API_MAIN], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);

  let exitInfo: ServerExit | null = null;
  const exited = new Promise<ServerExit>((resolveExit) => {
    child.once('exit', (code, signal) => {
      exitInfo = { code, signal };
      resolveExit(exitInfo);
    });
    child.once('error', (error) => {
      exitInfo = { code: null, signal: null };
      console.error(
        `ruume e2e: could not spawn the ${options.label} server: ${error.message}`,
      );
      resolveExit(exitInfo);
    });
  });
  // Never leave a server behind when the test process goes away.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const server: RuumeServer = {
    url,
    port,
    dataDir,
    logFile,
    child,
    exited,
    logTail: (lines) => tail(logFile, lines),
    output: () => {
      try {
        return readFileSync(logFile).subarray(logStart).toString('utf8');
      } catch {
        return '';
      }
    },
    async stop() {
      process.removeListener('exit', killOnExit);
      if (exitInfo) return exitInfo;
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const gracePeriod = new Promise<null>((resolveGrace) => {
        timer = setTimeout(() => resolveGrace(null), 15_000);
      });
      const result = await Promise.race([exited, gracePeriod]);
      clearTimeout(timer);
      if (result) return result;
      child.kill('SIGKILL');
      return exited;
    },
  };

  const timeoutMs = options.readyTimeoutMs ?? 90_000;
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (exitInfo) {
      throw new Error(
        `ruume e2e: the ${options.label} server exited before it was ready ` +
          `(code ${(exitInfo as ServerExit).code}, signal ${(exitInfo as ServerExit).signal}). ` +
          `Log ${logFile}:\n${tail(logFile)}`,
      );
    }
    try {
      const response = await fetch(`${url}/api/v1/health`, {
        signal: AbortSignal.timeout(5_000),
      });
      const body = await response.text();
      if (response.status === 200) {
        const json = JSON.parse(body) as { status?: string; database?: string };
        if (json.status === 'ok' && json.database === 'up') return server;
      }
      lastProblem = `HTTP ${response.status}: ${body.slice(0, 200)}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await sleep(250);
  }
  await server.stop();
  throw new Error(
    `ruume e2e: the ${options.label} server at ${url} was not healthy after ${timeoutMs / 1000} s ` +
      `(last: ${lastProblem}). Log ${logFile}:\n${tail(logFile)}`,
  );
}

/**
 * Stops a server and deletes its data directory, keeping what its local Janus and coturn
 * complained about beside the server's log (printed with it when the run fails).
 */
export async function stopServer(
  server: RuumeServer | undefined,
): Promise<ServerExit | undefined> {
  if (!server) return undefined;
  const exit = await server.stop();
  keepComplaints(server, 'janus', 'janus/janus.log', /^\[(ERR|WARN)\]/);
  keepComplaints(
    server,
    'coturn',
    'coturn/turnserver.log',
    /error|warning|denied|forbidden|cannot|failed|\b40[13]\b/i,
  );
  rmSync(server.dataDir, { recursive: true, force: true });
  return exit;
}

function keepComplaints(
  server: RuumeServer,
  part: string,
  log: string,
  complaint: RegExp,
) {
  const file = join(server.dataDir, log);
  if (!existsSync(file)) return;
  const complaints = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => complaint.test(line));
  if (complaints.length > 0)
    writeFileSync(
      server.logFile.replace(/\.log$/, `-${part}.log`),
      complaints.join('\n') + '\n',
    );
}

export interface AdminCredentials {
  email: string;
  password: string;
}

/**
 * The first admin a server announced on its stdout at start (apps/api README "First start"), or null when
 * this start announced none (the database already had accounts).
 */
export function announcedFirstAdmin(
  server: RuumeServer,
): AdminCredentials | null {
  const output = server.output();
  const start = output.indexOf(
    'ruume: there were no accounts, so an admin account was created.',
  );
  if (start === -1) return null;
  const announcement = output.slice(start);
  const email = /^\s*email:\s*(\S+)\s*$/m.exec(announcement)?.[1];
  const password = /^\s*password:\s*(\S+)\s*$/m.exec(announcement)?.[1];
  if (!email || !password) {
    throw new Error(
      `ruume e2e: the ${server.url} server announced a first admin without email and password:\n${announcement.slice(0, 400)}`,
    );
  }
  return { email, password };
}

/** The first admin's credentials, from the server's stdout; fails when this start created none. */
export function firstAdmin(server: RuumeServer): AdminCredentials {
  const admin = announcedFirstAdmin(server);
  if (!admin) {
    throw new Error(
      `ruume e2e: the server at ${server.url} did not announce a first admin on stdout. Log ${server.logFile}:\n${server.logTail()}`,
    );
  }
  return admin;
}

/** The shared server's base URL, set by the global setup. */
export function baseUrl(): string {
  const url = process.env[ENV_BASE_URL];
  if (!url)
    throw new Error(
      `ruume e2e: ${ENV_BASE_URL} is not set — run the specs through jest.e2e.config.cjs`,
    );
  return url.replace(/\/$/, '');
}
