// The arrival of a full audience (docs/scaling.md): a business room's 1,200 watchers join within
// a minute, spread over two api instances on this machine's PostgreSQL and Redis, the room on two
// Janus nodes (the api's launcher), everything on loopback. Watchers are socket clients speaking
// the room's real protocol (support/storm-watchers.mjs); the host publishes a camera and every
// 40th watcher also watches it over WebRTC (support/storm-media.mjs). Janus's ICE is confined to
// `lo`, so no network namespace is needed (inside one, PostgreSQL and Redis are out of reach).
// Halfway, the second instance is stopped: its watchers reconnect to the first, as a load
// balancer would send them. Then: the 1,201st is refused with the product's message, and a chat message, a reaction and a
// stage change are timed to every watcher. Measured: join → welcome p50/p99, who got watch
// access, join → first media for the sample, the api's CPU and memory per watcher, database
// transactions per join, fan-out p99.
// Every wait is bounded. The last line:
// `audience storm: N watchers in S s, p99 join X ms, api Y MB; janus see bench:audience`.
//
//   npx nx run-many -t build -p web api && npm run bench:audience-storm
//   (AUDIENCE_STORM_WATCHERS=200 AUDIENCE_STORM_SECONDS=20 for a smaller storm;
//    AUDIENCE_STORM_MEDIA_EVERY=0 for no media)
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import {
  freePorts,
  scratchDatabase,
  signIn,
  start,
  stop,
} from './support/api-process.mjs';
import { cpuSeconds, residentMegabytes } from './support/proc-usage.mjs';
import { createRoom, stockTemplateId, upgradeTo } from './support/rooms.mjs';
import {
  hostPublishes,
  mediaSample,
  STAGE_KBPS,
} from './support/storm-media.mjs';
import {
  enter,
  joinAsAudience,
  percentile,
  sleep,
  until,
} from './support/storm-watchers.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const {
  chromiumLaunchOptions,
} = require('../../apps/web-e2e/src/support/chromium.cjs');
const { launchJanus } = await tsImport(
  '../../apps/api/src/adapters/janus/janus-launcher.ts',
  import.meta.url,
);
const { TIER_FEATURES, roomErrorMessages } = await tsImport(
  '../../libs/contracts/src/index.ts',
  import.meta.url,
);

const CAPACITY = TIER_FEATURES.business.audience;
const WATCHERS = Number(process.env.AUDIENCE_STORM_WATCHERS ?? CAPACITY);
const SPREAD_MS = Number(process.env.AUDIENCE_STORM_SECONDS ?? 60) * 1000;
/** How long a fan-out may take to reach everyone before the missing are counted. */
const FANOUT_BOUND_MS = 10_000;
const STORM_BOUND_MS = SPREAD_MS + 120_000;
/** Every how many watchers one also watches the stage's media over WebRTC (0: none). */
const MEDIA_EVERY = Number(process.env.AUDIENCE_STORM_MEDIA_EVERY ?? 40);

const ms = (value) => `${Math.round(value)} ms`;

async function databaseCounters(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select xact_commit + xact_rollback as transactions,
              tup_returned + tup_fetched as rows_read
         from pg_stat_database where datname = current_database()`,
    );
    const seats = await client.query(
      `select count(*)::int as n from room_seats
        where audience and expires_at > now()`,
    );
    // Per table: where the rows read go (scanned whole, or fetched through an index).
    const tables = await client.query(
      `select relname as name, coalesce(seq_tup_read, 0) as scanned,
              coalesce(idx_tup_fetch, 0) as fetched
         from pg_stat_user_tables`,
    );
    return {
      transactions: Number(rows[0].transactions),
      rowsRead: Number(rows[0].rows_read),
      tables: new Map(
        tables.rows.map((t) => [
          t.name,
          { scanned: Number(t.scanned), fetched: Number(t.fetched) },
        ]),
      ),
      audienceSeats: seats.rows[0].n,
    };
  } finally {
    await client.end();
  }
}

/** Two api instances on one database and one Redis, both told of the same Janus nodes. */
async function startInstances(database, nodes) {
  const shared = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `ruume-storm-${randomBytes(4).toString('hex')}:`,
    // Behind a load balancer: each watcher's own address counts for rate limits.
    TRUST_PROXY: '1',
    JANUS_URL: nodes.map((node) => node.url).join(','),
    JANUS_API_SECRET: nodes.map((node) => node.apiSecret).join(','),
    JANUS_TOKEN_SECRET: nodes.map((node) => node.tokenSecret).join(','),
    JANUS_ADMIN_KEY: nodes.map((node) => node.roomAdminKey).join(','),
  };
  const instances = [];
  const ports = await freePorts();
  for (const [index, port] of ports.entries()) {
    const dataDir = mkdtempSync(join(tmpdir(), `ruume-storm-api-${index}-`));
    const base = `http://127.0.0.1:${port}`;
    const api = start(
      ['--enable-source-maps', 'apps/api/dist/main.js'],
      { ...shared, PORT: String(port), PUBLIC_URL: base, DATA_DIR: dataDir },
      /ruume is running/,
    );
    // One after the other: the first migrates the database.
    const output = await api.started;
    instances.push({ base, child: api.child, dataDir, output, alive: true });
  }
  return instances;
}

/** The first admin on a business plan, in a room of their own, on its socket. */
async function hostInRoom(instance) {
  const cookie = await signIn(instance.base, instance.output);
  const headers = {
    cookie,
    'content-type': 'application/json',
    'x-xsrf-token': 'bench',
  };
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    await upgradeTo(browser, instance.base, cookie, 'business');
  } finally {
    await browser.close();
  }
  const roomId = await createRoom(
    instance.base,
    headers,
    await stockTemplateId(instance.base, headers),
  );
  const joined = await fetch(`${instance.base}/api/v1/room/${roomId}/join`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ displayName: 'storm host' }),
  });
  if (joined.status !== 200)
    throw new Error(`the host's join answered ${joined.status}`);
  const { ticket } = await joined.json();
  let sfu = null;
  const { socket, welcome } = await enter(
    instance.base,
    roomId,
    { ticket, cookie, forwarded: '10.255.255.254' },
    {
      onFrame: (frame) => {
        if (frame.type === 'media' && frame.sfu) sfu = frame.sfu;
      },
      onClose: () => undefined,
    },
  );
  sfu ??= welcome.sfu ?? null;
  return { roomId, socket, sfuAccess: () => sfu };
}

/** Watchers join over SPREAD_MS, alternating instances; the second stops halfway. */
async function storm(instances, roomId, media) {
  const watchers = [];
  const frames = new Set();
  const tally = {
    refused: {},
    failed: 0,
    errors: {},
    reconnected: 0,
    lost: 0,
  };
  const [first, second] = instances;
  const stopAt = Math.floor(WATCHERS / 2);

  const onFrameOf = (watcher) => (frame, arrivedAt) => {
    if (frame.type === 'media' && frame.watch) watcher.watch = frame.watch;
    for (const listener of frames) listener(watcher, frame, arrivedAt);
  };
  const reconnect = async (watcher) => {
    try {
      const { socket } = await enter(first.base, roomId, watcher.access, {
        onFrame: onFrameOf(watcher),
        onClose: () => undefined,
      });
      watcher.socket = socket;
      tally.reconnected++;
    } catch {
      watcher.socket = null;
      tally.lost++;
    }
  };

  const one = async (index, begun = performance.now()) => {
    const instance = index % 2 === 1 && second.alive ? second : first;
    try {
      const access = await joinAsAudience(instance.base, roomId, index);
      if (access.refused) {
        const { error } = access.refused;
        tally.refused[error] = (tally.refused[error] ?? 0) + 1;
        return;
      }
      const watcher = { index, access, instance };
      const { socket, welcome } = await enter(instance.base, roomId, access, {
        onFrame: onFrameOf(watcher),
        onClose: () => {
          if (instance === second && !second.alive) void reconnect(watcher);
        },
      });
      Object.assign(watcher, {
        socket,
        welcomedInMs: performance.now() - begun,
        watch: watcher.watch ?? welcome.watch,
        self: welcome.self.id,
      });
      watchers.push(watcher);
      void media.maybeWatch(watcher, begun);
    } catch (error) {
      // Caught by the stop on its way in: a browser tries again, and the balancer sends it on.
      if (instance === second && !second.alive) return one(index, begun);
      tally.failed++;
      tally.errors[error.message] = (tally.errors[error.message] ?? 0) + 1;
    }
  };

  const started = performance.now();
  const joins = [];
  for (let index = 0; index < WATCHERS; index++) {
    const due = started + (index * SPREAD_MS) / WATCHERS;
    await sleep(Math.max(0, due - performance.now()));
    if (index === stopAt) {
      second.alive = false;
      void stop(second.child);
    }
    joins.push(one(index));
  }
  await Promise.race([Promise.allSettled(joins), sleep(STORM_BOUND_MS)]);
  // Those the stop cut off are back (or counted lost) within the bound.
  const cut = () =>
    watchers.filter((w) => w.instance === second).length -
    tally.reconnected -
    tally.lost;
  await until(() => cut() === 0, FANOUT_BOUND_MS * 3);
  return {
    watchers,
    frames,
    tally,
    seconds: (performance.now() - started) / 1000,
  };
}

/** Sends `message` from the host; how long until each watcher saw `seen(frame)`. */
async function fanout(host, crowd, message, seen) {
  const arrivals = new Map();
  const listener = (watcher, frame, arrivedAt) => {
    if (!arrivals.has(watcher) && seen(frame)) arrivals.set(watcher, arrivedAt);
  };
  crowd.frames.add(listener);
  const connected = crowd.watchers.filter((w) => w.socket);
  const sentAt = performance.now();
  host.send(JSON.stringify(message));
  await until(() => arrivals.size >= connected.length, FANOUT_BOUND_MS);
  crowd.frames.delete(listener);
  const delays = [...arrivals.values()].map((at) => at - sentAt);
  return {
    reached: arrivals.size,
    of: connected.length,
    p50: percentile(delays, 50),
    p99: percentile(delays, 99),
  };
}

const describe = (label, r) =>
  console.log(
    `${label}: reached ${r.reached} of ${r.of}, p50 ${ms(r.p50)}, p99 ${ms(r.p99)}`,
  );

const dir = mkdtempSync(join(tmpdir(), 'ruume-bench-storm-'));
const nodes = [];
let database;
let instances = [];
let publisher;
const media = mediaSample({
  every: MEDIA_EVERY,
  boundMs: FANOUT_BOUND_MS * 3,
  watchOf: (watcher) => watcher.watch,
});
let exitCode = 0;
try {
  for (const name of ['stage', 'relay'])
    nodes.push(
      await launchJanus({ dir: join(dir, name), iceEnforceList: 'lo' }),
    );
  database = await scratchDatabase();
  instances = await startInstances(database, nodes);
  const host = await hostInRoom(instances[0]);

  const before = await databaseCounters(database.url);
  const cpuBefore = await Promise.all(
    instances.map((i) => cpuSeconds(i.child.pid)),
  );
  const memoryBefore = await Promise.all(
    instances.map((i) => residentMegabytes(i.child.pid)),
  );
  // The room moves to the SFU with its first watcher; then the host's camera goes on the stage.
  const publishing =
    MEDIA_EVERY > 0
      ? hostPublishes(host.sfuAccess, STORM_BOUND_MS).then(
          (made) => (publisher = made),
        )
      : null;
  const crowd = await storm(instances, host.roomId, media);
  await publishing;
  const first = instances[0];
  const cpuAfter = await cpuSeconds(first.child.pid);
  const memoryAfter = await residentMegabytes(first.child.pid);
  const after = await databaseCounters(database.url);

  const { watchers, tally } = crowd;
  const joinMs = watchers.map((w) => w.welcomedInMs);
  console.log(
    `${watchers.length} of ${WATCHERS} watchers welcomed in ${crowd.seconds.toFixed(1)} s ` +
      `(${watchers.filter((w) => w.watch).length} with watch access); join → welcome p50 ${ms(percentile(joinMs, 50))}, p99 ${ms(percentile(joinMs, 99))}`,
  );
  console.log(
    `refused ${JSON.stringify(tally.refused)}, failed ${tally.failed} ${JSON.stringify(tally.errors)}; the second instance stopped halfway: ` +
      `${tally.reconnected} reconnected to the first, ${tally.lost} lost`,
  );
  const perJoin = (total) => (total / Math.max(1, watchers.length)).toFixed(1);
  console.log(
    `audience seats held: ${after.audienceSeats} (cap ${CAPACITY}); database transactions per join: ` +
      `${perJoin(after.transactions - before.transactions)}, rows read per join: ${perJoin(after.rowsRead - before.rowsRead)}`,
  );
  const byTable = [...after.tables]
    .map(([name, { scanned, fetched }]) => {
      const was = before.tables.get(name) ?? { scanned: 0, fetched: 0 };
      return [name, scanned - was.scanned, fetched - was.fetched];
    })
    .filter(([, scanned, fetched]) => scanned + fetched > 0)
    .sort((a, b) => b[1] + b[2] - (a[1] + a[2]))
    .slice(0, 5);
  console.log(
    `rows read per join by table (scanned whole + fetched by index): ${byTable
      .map(
        ([name, scanned, fetched]) =>
          `${name} ${perJoin(scanned)} + ${perJoin(fetched)}`,
      )
      .join(', ')}`,
  );
  const apiMb = memoryAfter - memoryBefore[0];
  console.log(
    `first api: ${(cpuAfter - cpuBefore[0]).toFixed(1)} s of CPU over the storm, ` +
      `${memoryAfter.toFixed(0)} MB resident (+${apiMb.toFixed(0)} MB, ${((apiMb * 1024) / Math.max(1, watchers.length)).toFixed(0)} kB per watcher)`,
  );

  if (WATCHERS >= CAPACITY) {
    const next = await joinAsAudience(first.base, host.roomId, WATCHERS + 1);
    const expected = roomErrorMessages.audienceFull;
    const ok =
      next.refused?.error === 'ROOM_AUDIENCE_FULL' &&
      next.refused.message === expected;
    console.log(
      `the ${CAPACITY + 1}th: ${ok ? 'refused with the product’s message' : `NOT refused as expected: ${JSON.stringify(next.refused ?? 'admitted')}`}`,
    );
    if (!ok) exitCode = 1;
  }

  describe(
    'chat to everyone',
    await fanout(
      host.socket,
      crowd,
      { type: 'chat', text: 'storm check' },
      (f) => f.type === 'chat' && f.message.text === 'storm check',
    ),
  );
  describe(
    'reaction to everyone',
    await fanout(
      host.socket,
      crowd,
      { type: 'reaction', reaction: 'clap' },
      (f) => f.type === 'reaction',
    ),
  );
  // A stage change: the host invites a watcher, who accepts; everyone's audience count drops.
  const invited = watchers.find((w) => w.socket && w.instance === first);
  if (invited) {
    // Everyone watching but the one who goes on stage.
    const staying = watchers.filter((w) => w.socket).length - 1;
    invited.socket.on('message', (data) => {
      if (JSON.parse(String(data)).type === 'stage-invite')
        invited.socket.send(
          JSON.stringify({ type: 'stage-answer', accept: true }),
        );
    });
    describe(
      'a stage change to everyone',
      await fanout(
        host.socket,
        crowd,
        { type: 'stage', participantId: invited.self, onStage: true },
        (f) => f.type === 'audience' && f.count <= staying,
      ),
    );
  }

  const seen = await media.report();
  if (seen.sampled > 0)
    console.log(
      `media: ${seen.receiving} of ${seen.sampled} sampled watchers receiving the host's camera ` +
        `(p50 ${seen.kbpsP50.toFixed(0)} kbit/s, expected ${STAGE_KBPS}); join → first media p50 ${ms(seen.mediaP50)}, ` +
        `p99 ${ms(seen.mediaP99)}; failed ${JSON.stringify(seen.failures)}`,
    );

  console.log(
    `audience storm: ${watchers.length} watchers in ${crowd.seconds.toFixed(0)} s, p99 join ${ms(percentile(joinMs, 99))}, ` +
      `api ${memoryAfter.toFixed(0)} MB, media to ${seen.receiving} of ${seen.sampled} sampled (p99 ${ms(seen.mediaP99)}); janus see bench:audience`,
  );
  if (watchers.length + tally.failed < WATCHERS || tally.lost > 0) exitCode = 1;
  if (seen.receiving < seen.sampled) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await media.close();
  await publisher?.close().catch(() => undefined);
  for (const instance of instances) {
    await stop(instance.child);
    rmSync(instance.dataDir, { recursive: true, force: true });
  }
  await database?.drop().catch(() => undefined);
  for (const node of nodes) await node.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
