// Signed-in GET /api/v1/auth/me against a node:http hello, in the same run, on PGlite and on
// PostgreSQL: autocannon on loopback, ten connections, a 1 s warm-up each, then BENCH_SECONDS
// (6) per side in three alternating 2 s runs. Prints req/s for each and the ratio (the
// ratio should be ≥ 0.5).
//
//   npx nx build api && node tools/bench/auth-me.mjs [pglite|postgres]
//
// The api is the production bundle (apps/api/dist/main.js, as `npm start` runs it), in a child
// process of its own, at LOG_LEVEL=error (LOG_LEVEL=info logs every request and that line
// dominates). PostgreSQL: a scratch database created on BENCH_DATABASE_URL (default: the local
// server, user postgres) and dropped afterwards.
import { existsSync } from 'node:fs';
import autocannon from 'autocannon';
import {
  API_BUNDLE as API,
  freePorts,
  signIn,
  start,
  startApi,
  stop,
} from './support/api-process.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = 3;
const CONNECTIONS = 10;
const NODE_OPTIONS = process.env.BENCH_API_NODE_OPTIONS?.split(' ') ?? [];
const drivers = process.argv[2] ? [process.argv[2]] : ['pglite', 'postgres'];

if (!existsSync(API)) {
  console.error(`${API} is missing: run npx nx build api first`);
  process.exit(1);
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

async function bench(driver) {
  const [helloPort] = await freePorts();
  const hello = start(['-e', HELLO], { PORT: String(helloPort) }, /listening/);
  const api = await startApi({
    driver,
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'error' },
    nodeOptions: NODE_OPTIONS,
  });
  try {
    await hello.started;
    const cookie = await signIn(api.base, api.output);
    const { helloRps, meRps } = await measure(
      { url: `http://127.0.0.1:${helloPort}/`, headers: {} },
      { url: `${api.base}/api/v1/auth/me`, headers: { cookie } },
    );
    return { driver, helloRps, meRps, ratio: meRps / helloRps };
  } finally {
    await stop(hello.child);
    await api.close();
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
