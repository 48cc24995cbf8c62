// Signed-in GET /api/v1/auth/me against a node:http hello, in the same run, on PGlite and on
// PostgreSQL: autocannon on loopback, ten connections, a 1 s warm-up each, then BENCH_SECONDS
// (6) per side in three alternating 2 s runs. Prints req/s for each and their ratio, and each
// server's CPU time per request (from /proc) and theirs: that one holds on a busy machine.
//
//   npx nx build api && node tools/bench/auth-me.mjs [pglite|postgres]
//
// The api is the production bundle (apps/api/dist/main.js, as `npm start` runs it), in a child
// process of its own, at LOG_LEVEL=error (LOG_LEVEL=info logs every request and that line
// dominates). PostgreSQL: a scratch database created on BENCH_DATABASE_URL (default: the local
// server, user postgres) and dropped afterwards.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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
const CLOCK_TICKS = Number(
  execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }),
);
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

/** The CPU time (user + system) a process has used, in µs (/proc/<pid>/stat, in clock ticks). */
function cpuMicros(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .split(') ')[1]
    .split(' ');
  return (Number(fields[11]) + Number(fields[12])) * (1e6 / CLOCK_TICKS);
}

/**
 * Requests per second over one run, and the server's CPU per request (µs): the second holds on
 * a busy machine, where the first is the share of the cores the server got. Fails if any answer
 * was not 2xx.
 */
async function rate({ url, headers, pid }, duration) {
  const before = cpuMicros(pid);
  const result = await cannon(url, headers, duration);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`,
    );
  }
  return {
    rps: result.requests.total / result.duration,
    cpu: (cpuMicros(pid) - before) / result.requests.total,
  };
}

/**
 * A 1 s warm-up of each, then ROUNDS alternating runs (hello, auth/me, hello, ...) so a load
 * change on the machine hits both sides alike; SECONDS in all per side.
 */
async function measure(hello, me) {
  await rate(hello, 1);
  await rate(me, 1);
  const duration = SECONDS / ROUNDS;
  const sum = { hello: { rps: 0, cpu: 0 }, me: { rps: 0, cpu: 0 } };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [side, target] of [
      ['hello', hello],
      ['me', me],
    ]) {
      const { rps, cpu } = await rate(target, duration);
      sum[side].rps += rps / ROUNDS;
      sum[side].cpu += cpu / ROUNDS;
    }
  }
  return sum;
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
    const measured = await measure(
      {
        url: `http://127.0.0.1:${helloPort}/`,
        headers: {},
        pid: hello.child.pid,
      },
      { url: `${api.base}/api/v1/auth/me`, headers: { cookie }, pid: api.pid },
    );
    return { driver, ...measured };
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
  '| database | node:http hello (req/s) | GET /auth/me (req/s) | ratio | CPU per request: hello, auth/me | ratio |',
);
console.log('|---|---|---|---|---|---|');
const round = (n) => Math.round(n).toLocaleString('en');
for (const { driver, hello, me } of rows) {
  console.log(
    `| ${driver} | ${round(hello.rps)} | ${round(me.rps)} | ${(me.rps / hello.rps).toFixed(2)} | ${hello.cpu.toFixed(1)} µs, ${me.cpu.toFixed(1)} µs | ${(hello.cpu / me.cpu).toFixed(2)} |`,
  );
}
