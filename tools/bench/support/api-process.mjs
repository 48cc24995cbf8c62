// What the benchmarks share: free loopback ports, child processes that say when they are
// ready, the built api started on a scratch database, and a signed-in cookie.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';

export const SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

export /** Two distinct free loopback ports (both held open until both are known). */
async function freePorts() {
  const servers = [createServer(), createServer()];
  await Promise.all(
    servers.map(
      (server) =>
        new Promise((resolve, reject) => {
          server.once('error', reject);
          server.listen(0, '127.0.0.1', resolve);
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(
    servers.map((server) => new Promise((resolve) => server.close(resolve))),
  );
  return ports;
}

export /** Starts a child process and resolves once its stdout matched `ready`. */
function start(args, env, ready) {
  const merged = { ...process.env, ...env };
  for (const [name, value] of Object.entries(merged)) {
    if (value === undefined) delete merged[name];
  }
  const child = spawn(process.execPath, args, {
    env: merged,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.once('exit', (code, signal) => {
    if (!child.stopping)
      console.error(`${args.at(-1)} exited: ${signal ?? code}\n${out}`);
  });
  const started = new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      // Enough for the start-up lines and an error; a chatty child must not grow this forever.
      if (out.length < 64_000) out += chunk;
      if (ready.test(out)) resolve(out);
    });
    child.once('exit', (code) =>
      reject(new Error(`exited (${code}):\n${out}`)),
    );
  });
  return { child, started };
}

export async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.stopping = true;
  child.kill('SIGTERM');
  await exited;
}

export async function signIn(base, output) {
  const password = /password: (\S+)/.exec(output)?.[1];
  if (!password) throw new Error(`no first-admin password in:\n${output}`);
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: 'XSRF-TOKEN=bench',
      'x-xsrf-token': 'bench',
    },
    body: JSON.stringify({ email: 'admin@ruume.local', password }),
  });
  if (response.status !== 200) {
    throw new Error(
      `sign-in answered ${response.status}: ${await response.text()}`,
    );
  }
  const session = /ruume_session=([^;]+)/.exec(
    response.headers.get('set-cookie'),
  )?.[1];
  if (!session) throw new Error('sign-in set no session cookie');
  // As a browser sends it: with the XSRF cookie (without it, every answer sets a new one).
  return `ruume_session=${session}; XSRF-TOKEN=bench`;
}

export async function scratchDatabase() {
  const name = `ruume_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: SERVER_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export const API_BUNDLE = 'apps/api/dist/main.js';

/**
 * The production api bundle in a child process on loopback, on embedded PGlite or on a
 * scratch PostgreSQL database; `close()` stops it and deletes what it made.
 */
export async function startApi({ driver, env = {}, nodeOptions = [] }) {
  const { mkdtemp, rm } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dataDir = await mkdtemp(join(tmpdir(), 'ruume-bench-'));
  const scratch = driver === 'postgres' ? await scratchDatabase() : undefined;
  const [port] = await freePorts();
  const api = start(
    [...nodeOptions, '--enable-source-maps', API_BUNDLE],
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: scratch?.url,
      ...env,
    },
    /ruume is running/,
  );
  const close = async () => {
    await stop(api.child);
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const output = await api.started;
    return {
      base: `http://127.0.0.1:${port}`,
      pid: api.child.pid,
      dataDir,
      output,
      databaseUrl: scratch?.url,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
