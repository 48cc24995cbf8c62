// The database drops the api's connections under a steady signed-in load, three times
// (pg_terminate_backend on the api's own scratch database, as a restart or failover would):
// what did clients see, did the api recover by itself, and was any acknowledged write lost?
//
//   npx nx build api && node tools/bench/db-fault.mjs
//
// Loopback only: the production bundle on a scratch PostgreSQL database (BENCH_DATABASE_URL,
// default the local server), WORKERS clients for DURATION_MS, alternating GET auth/me and a
// write (POST auth/register of a new address, acknowledged by its 204).
import { existsSync } from 'node:fs';
import pg from 'pg';
import { API_BUNDLE, signIn, startApi } from './support/api-process.mjs';

const WORKERS = 8;
const DURATION_MS = 10_000;
const CUTS_AT_MS = [2_000, 4_500, 7_000];

if (!existsSync(API_BUNDLE)) {
  console.error(`${API_BUNDLE} is missing: run npx nx build api first`);
  process.exit(1);
}

const api = await startApi({
  driver: 'postgres',
  env: { RATE_LIMIT_AUTH_PER_MINUTE: '999999', LOG_LEVEL: 'error' },
});
const admin = new pg.Client({ connectionString: api.databaseUrl });
await admin.connect();

const statuses = new Map();
const acknowledged = [];
const timeline = []; // [ms since start, status]
let other5xx = 0;
let networkErrors = 0;

try {
  const cookie = await signIn(api.base, api.output);
  const xsrf = { cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' };
  const started = Date.now();
  const elapsed = () => Date.now() - started;

  const cuts = CUTS_AT_MS.map(
    (at) =>
      new Promise((resolve) =>
        setTimeout(async () => {
          const { rowCount } = await admin.query(
            `select pg_terminate_backend(pid) from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid()`,
          );
          console.log(`${at} ms: cut ${rowCount} connections`);
          resolve();
        }, at),
      ),
  );

  async function worker(id) {
    for (let i = 0; elapsed() < DURATION_MS; i++) {
      const write = i % 2 === 1;
      const email = `fault.${id}.${i}@bench.example`;
      try {
        const response = write
          ? await fetch(`${api.base}/api/v1/auth/register`, {
              method: 'POST',
              headers: { ...xsrf, 'content-type': 'application/json' },
              body: JSON.stringify({
                email,
                password: 'Passw0rd!',
                firstName: 'fault',
                lastName: 'bench',
              }),
            })
          : await fetch(`${api.base}/api/v1/auth/me`, { headers: { cookie } });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        timeline.push([elapsed(), response.status]);
        if (response.status >= 500 && response.status !== 503) other5xx++;
        if (write && response.status === 204) acknowledged.push(email);
      } catch {
        networkErrors++;
      }
    }
  }
  await Promise.all([
    ...Array.from({ length: WORKERS }, (_, id) => worker(id)),
    ...cuts,
  ]);

  // After the load: the api answers without a restart, and every acknowledged write is there.
  const health = await fetch(`${api.base}/api/v1/health`);
  const { rows } = await admin.query(
    'select count(*)::int as n from users where email = any($1)',
    [acknowledged],
  );
  // How long after each cut (and before the next) clients still got 503s.
  const outages = CUTS_AT_MS.map((at, index) => {
    const next = CUTS_AT_MS[index + 1] ?? Infinity;
    const failed = timeline.filter(
      ([t, s]) => t >= at && t < next && s === 503,
    );
    const lastFailure = failed.length
      ? Math.max(...failed.map(([t]) => t))
      : at;
    return lastFailure - at;
  });

  console.log(
    `\n${WORKERS} clients, ${DURATION_MS / 1000} s, connections cut at ${CUTS_AT_MS.join(', ')} ms\n`,
  );
  console.log('| answer | count |\n|---|---|');
  for (const [status, count] of [...statuses].sort((a, b) => a[0] - b[0])) {
    console.log(`| ${status} | ${count} |`);
  }
  console.log(`| network errors | ${networkErrors} |`);
  console.log(`\n5xx other than 503: ${other5xx}`);
  console.log(
    `last 503 after each cut: ${outages.map((ms) => `${ms} ms`).join(', ')}`,
  );
  console.log(`health after the faults: ${health.status}`);
  console.log(`acknowledged writes found: ${rows[0].n}/${acknowledged.length}`);
  const ok =
    other5xx === 0 &&
    networkErrors === 0 &&
    health.status === 200 &&
    rows[0].n === acknowledged.length;
  console.log(ok ? '\nok' : '\nFAILED');
  process.exitCode = ok ? 0 : 1;
} finally {
  await admin.end();
  await api.close();
}
