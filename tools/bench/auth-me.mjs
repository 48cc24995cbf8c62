// Signed-in GET /api/v1/auth/me against a node:http hello, in the same run, on PGlite and on
// PostgreSQL: autocannon on loopback, ten connections, a 1 s warm-up each, then BENCH_SECONDS
// (6) per side in three alternating 2 s runs. Prints req/s for each and the ratio (issue 8: the
// ratio should be ≥ 0.5).
//
//   npx nx build api && node tools/bench/auth-me.mjs [pglite|postgres]
//
// The api is the production bundle (apps/api/dist/main.js, as `npm start` runs it), in a child
// process of its own, at LOG_LEVEL=error (LOG_LEVEL=info logs every request and that line
// dominates). PostgreSQL: a scratch database created on BENCH_DATABASE_URL (default: the local
// server, user postgres) and dropped afterwards.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = 3;
const CONNECTIONS = 10;
const SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const API = 'apps/api/dist/main.js';
const NODE_OPTIONS = process.env.BENCH_API_NODE_OPTIONS?.split(' ') ?? [];
const drivers = process.argv[2] ? [process.argv[2]] : ['pglite', 'postgres'];

if (!existsSync(API)) {
  console.error(`${API} is missing: run npx nx build api first`);
  process.exit(1);
}

/** Two distinct free loopback ports (both held open until both are known). */
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

/** Starts a child process and resolves once its stdout matched `ready`. */
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
      out += chunk;
      if (ready.test(out)) resolve(out);
    });
    child.once('exit', (code) =>
      reject(new Error(`exited (${code}):\n${out}`)),
    );
  });
  return { child, started };
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.stopping = true;
  child.kill('SIGTERM');
  await exited;
}

const HELLO = `
const http = require('node:http');
http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end('hello');
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
`;

function cannon(url, headers, duration) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration, headers },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.once('reqError', (error) =>
      console.error(`${url}: ${error.code ?? error.message}`),
    );
  });
}

/** Requests per second over one run; fails if any answer was not 2xx. */
async function rate(url, headers, duration) {
  const result = await cannon(url, headers, duration);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`,
    );
  }
  return result.requests.total / result.duration;
}

/**
 * A 1 s warm-up of each, then ROUNDS alternating runs (hello, auth/me, hello, ...) so a load
 * change on the machine hits both sides alike; SECONDS in all per side.
 */
async function measure(hello, me) {
  await rate(hello.url, hello.headers, 1);
  await rate(me.url, me.headers, 1);
  const duration = SECONDS / ROUNDS;
  let helloRps = 0;
  let meRps = 0;
  for (let round = 0; round < ROUNDS; round++) {
    helloRps += (await rate(hello.url, hello.headers, duration)) / ROUNDS;
    meRps += (await rate(me.url, me.headers, duration)) / ROUNDS;
  }
  return { helloRps, meRps };
}

async function signIn(base, output) {
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

async function scratchDatabase() {
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

async function bench(driver) {
  const dataDir = await mkdtemp(join(tmpdir(), 'ruume-bench-'));
  const scratch = driver === 'postgres' ? await scratchDatabase() : undefined;
  const [helloPort, apiPort] = await freePorts();
  const hello = start(['-e', HELLO], { PORT: String(helloPort) }, /listening/);
  const api = start(
    [...NODE_OPTIONS, '--enable-source-maps', API],
    {
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
      DATA_DIR: dataDir,
      DATABASE_URL: scratch?.url,
    },
    /ruume is running/,
  );
  try {
    await hello.started;
    const output = await api.started;
    const base = `http://127.0.0.1:${apiPort}`;
    const cookie = await signIn(base, output);
    const { helloRps, meRps } = await measure(
      { url: `http://127.0.0.1:${helloPort}/`, headers: {} },
      { url: `${base}/api/v1/auth/me`, headers: { cookie } },
    );
    return { driver, helloRps, meRps, ratio: meRps / helloRps };
  } finally {
    await stop(hello.child);
    await stop(api.child);
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const rows = [];
for (const driver of drivers) {
  console.log(`${driver}…`);
  rows.push(await bench(driver));
}

console.log(
  `\nsigned-in GET /api/v1/auth/me vs node:http hello — autocannon, ${CONNECTIONS} connections, ${SECONDS} s each in ${ROUNDS} alternating runs\n`,
);
console.log(
  '| database | node:http hello (req/s) | GET /auth/me (req/s) | ratio |',
);
console.log('|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.driver} | ${Math.round(row.helloRps).toLocaleString('en')} | ${Math.round(row.meRps).toLocaleString('en')} | ${row.ratio.toFixed(2)} |`,
  );
}
