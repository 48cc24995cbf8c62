// The SFU's cost on this machine: a local Janus (started with the api's launcher, ICE on veth0
// in a loopback-only network namespace) with synthetic publishers and subscribers (werift peers,
// tools/bench/support/synthetic-peers.mjs), at 10 and then 30 publishers with 100 subscribers.
// Janus's CPU (% of one core) and resident memory come from /proc/<pid>: idle, with the
// publishers, then with the subscribers too; per publisher and per subscriber are the
// differences divided by the count. Then one Chromium's upload in a 30-person room, SFU
// (one simulcast publication) against mesh (29 streams). Then the api's own cost: the built api
// (its local Janus) with 30 socket-only people in a business room on the SFU, its CPU and memory
// idle and with them, per participant (the api signals; media never passes through it). Every
// loop is bounded; the last line:
// `sfu 30 publishers: janus X % cpu, Y MB; browser uplink Z kbit/s (mesh W kbit/s)`.
//
//   npm run bench:sfu          (SFU_BENCH_SUBSCRIBERS=40 npm run bench:sfu for fewer subscribers)
//
// Each publisher sends one 150 kbit/s VP8-shaped stream at 15 frames a second (the low simulcast
// layer a grid tile gets at 30); each subscriber takes the video of one page of 9 tiles
// (`SUBSCRIBED`), spread over the publishers, as the grid subscribes only to what is visible.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { inBatches } from './support/batches.mjs';
import { measureBrowserUplink } from './support/browser-uplink.mjs';
import { API_BUNDLE, startApi } from './support/api-process.mjs';
import { runInsideLoopbackNamespace } from './support/loopback.mjs';
import { residentMegabytes, sampleUsage } from './support/proc-usage.mjs';
import {
  adminSession,
  createRoom as createRuumeRoom,
  seatOverSocket,
  stockTemplateId,
  upgradeTo,
} from './support/rooms.mjs';
import {
  publishSynthetic,
  subscribeSynthetic,
} from './support/synthetic-peers.mjs';

const PUBLISHER_COUNTS = [10, 30];
const SUBSCRIBERS = Number(process.env.SFU_BENCH_SUBSCRIBERS ?? 100);
const KBPS = 150;
const SUBSCRIBED = 9;
const SAMPLE_SECONDS = 6;
const SETTLE_MS = 2000;

runInsideLoopbackNamespace();

const { launchJanus } = await tsImport(
  '../../apps/api/src/adapters/janus/janus-launcher.ts',
  import.meta.url,
);
const { openJanusSession } = createRequire(import.meta.url)(
  '../../apps/web-e2e/src/support/janus-wire.cjs',
);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value, digits = 1) => Number(value.toFixed(digits));

async function createRoom(janus, publishers) {
  const session = await openJanusSession(janus.url, {
    apiSecret: janus.apiSecret,
  });
  const handle = await session.attach('janus.plugin.videoroom');
  const { room } = await handle.request({
    request: 'create',
    admin_key: janus.roomAdminKey,
    publishers,
    videocodec: 'vp8',
  });
  return {
    room,
    async destroy() {
      // A room already gone with its peers is fine: the bench is ending.
      await handle.request({ request: 'destroy', room }).catch(() => undefined);
      await session.close();
    },
  };
}

/** One scenario: idle, + publishers, + subscribers; Janus's usage at each step. */
async function scenario(janus, publisherCount) {
  const { room, destroy } = await createRoom(janus, publisherCount + 1);
  const idle = await sampleUsage(janus.pid, SAMPLE_SECONDS / 2);
  const publishers = await inBatches(publisherCount, 5, (i) =>
    publishSynthetic(janus, room, { kbps: KBPS, name: `p${i}` }),
  );
  await sleep(SETTLE_MS);
  const withPublishers = await sampleUsage(janus.pid, SAMPLE_SECONDS);
  const feeds = publishers.map((p) => p.feed);
  const subscribers = await inBatches(SUBSCRIBERS, 10, (i) =>
    subscribeSynthetic(
      janus,
      room,
      Array.from(
        { length: Math.min(SUBSCRIBED, feeds.length) },
        (_, k) => feeds[(i + k) % feeds.length],
      ),
    ),
  );
  await sleep(SETTLE_MS);
  const bytesBefore = subscribers.reduce((sum, s) => sum + s.bytes, 0);
  const withSubscribers = await sampleUsage(janus.pid, SAMPLE_SECONDS);
  const received =
    subscribers.reduce((sum, s) => sum + s.bytes, 0) - bytesBefore;
  const streams = subscribers.length * Math.min(SUBSCRIBED, feeds.length);
  const delivered = (received * 8) / 1000 / SAMPLE_SECONDS / (streams * KBPS);
  await inBatches(subscribers.length, 20, (i) => subscribers[i].close());
  await inBatches(publishers.length, 10, (i) => publishers[i].close());
  await destroy();
  return {
    publisherCount,
    idle,
    withPublishers,
    withSubscribers,
    streams,
    delivered,
  };
}

function report(r) {
  const perPublisher =
    (r.withPublishers.cpuPercent - r.idle.cpuPercent) / r.publisherCount;
  const perSubscriber =
    (r.withSubscribers.cpuPercent - r.withPublishers.cpuPercent) / SUBSCRIBERS;
  const mbPerPublisher =
    (r.withPublishers.memoryMb - r.idle.memoryMb) / r.publisherCount;
  const mbPerSubscriber =
    (r.withSubscribers.memoryMb - r.withPublishers.memoryMb) / SUBSCRIBERS;
  console.log(
    `${r.publisherCount} publishers × ${KBPS} kbit/s, ${SUBSCRIBERS} subscribers × ${Math.min(SUBSCRIBED, r.publisherCount)} videos (${r.streams} forwarded streams, ${round(r.delivered * 100)} % of the expected bytes arrived)`,
  );
  console.log(
    `  janus idle ${round(r.idle.cpuPercent)} % cpu ${round(r.idle.memoryMb)} MB; with publishers ${round(r.withPublishers.cpuPercent)} % ${round(r.withPublishers.memoryMb)} MB; with subscribers ${round(r.withSubscribers.cpuPercent)} % ${round(r.withSubscribers.memoryMb)} MB`,
  );
  console.log(
    `  per publisher ${round(perPublisher, 2)} % cpu ${round(mbPerPublisher, 2)} MB; per subscriber ${round(perSubscriber, 2)} % cpu ${round(mbPerSubscriber, 2)} MB`,
  );
}

/** TIER_FEATURES.business.participants in libs/contracts/src/tiers/tier-features.ts. */
const BUSINESS_PARTICIPANTS = 30;

/**
 * The api's CPU and memory idle, then with a business room of 30 socket-only people on its
 * local Janus (heartbeats, seats' leases, tokens, the observer handle): per participant.
 */
async function apiCost() {
  if (!existsSync(API_BUNDLE))
    return { reason: `${API_BUNDLE} is missing (npx nx run api:build)` };
  const api = await startApi({
    driver: 'pglite',
    env: { REDIS_URL: undefined, JANUS_ICE_INTERFACES: 'veth0' },
  });
  const { chromium } = createRequire(import.meta.url)('playwright-core');
  const { chromiumLaunchOptions } = createRequire(import.meta.url)(
    '../../apps/web-e2e/src/support/chromium.cjs',
  );
  const browser = await chromium.launch(chromiumLaunchOptions());
  const seated = [];
  try {
    const { cookie, headers } = await adminSession(api);
    await upgradeTo(browser, api.base, cookie, 'business');
    await browser.close();
    const roomId = await createRuumeRoom(
      api.base,
      headers,
      await stockTemplateId(api.base, headers),
    );
    await sleep(SETTLE_MS);
    const idle = await sampleUsage(api.pid, SAMPLE_SECONDS);
    for (let n = 1; n <= BUSINESS_PARTICIPANTS; n++)
      seated.push(await seatOverSocket(api.base, roomId, `bench seat ${n}`));
    if (!seated.some(({ modes }) => modes.includes('sfu')))
      await sleep(SETTLE_MS);
    if (!seated.some(({ modes }) => modes.includes('sfu')))
      return { reason: 'the room did not move to the SFU' };
    await sleep(SETTLE_MS);
    const withPeople = await sampleUsage(api.pid, SAMPLE_SECONDS);
    return { idle, withPeople, people: seated.length };
  } finally {
    seated.forEach(({ socket }) => socket.close());
    await browser.close().catch(() => undefined);
    await api.close();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'ruume-bench-sfu-'));
const janus = await launchJanus({
  dir: join(dir, 'janus'),
  iceEnforceList: 'veth0',
  debugLevel: 2,
});
let exitCode = 0;
try {
  console.log(
    `janus pid ${janus.pid}, ${round(await residentMegabytes(janus.pid))} MB at start`,
  );
  const results = [];
  for (const count of PUBLISHER_COUNTS) {
    const result = await scenario(janus, count);
    report(result);
    results.push(result);
  }
  const { room, destroy } = await createRoom(janus, 3);
  const uplink = await measureBrowserUplink(janus, room, 30);
  await destroy();
  console.log(
    `browser uplink: SFU ${round(uplink.sfuKbps, 0)} kbit/s (one simulcast publication, measured); mesh ${round(uplink.meshKbps, 0)} kbit/s (29 × ${round(uplink.onePeerKbps, 0)} kbit/s, one peer stream measured)`,
  );
  const api = await apiCost();
  if (api.reason) console.log(`api: not measured (${api.reason})`);
  else
    console.log(
      `api: idle ${round(api.idle.cpuPercent)} % cpu ${round(api.idle.memoryMb)} MB; with ${api.people} people on the SFU ${round(api.withPeople.cpuPercent)} % cpu ${round(api.withPeople.memoryMb)} MB; per participant ${round((api.withPeople.cpuPercent - api.idle.cpuPercent) / api.people, 2)} % cpu ${round((api.withPeople.memoryMb - api.idle.memoryMb) / api.people, 2)} MB`,
    );
  const at30 = results.at(-1).withSubscribers;
  console.log(
    `sfu 30 publishers: janus ${round(at30.cpuPercent)} % cpu, ${round(at30.memoryMb)} MB; browser uplink ${round(uplink.sfuKbps, 0)} kbit/s (mesh ${round(uplink.meshKbps, 0)} kbit/s)`,
  );
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await janus.stop();
  rmSync(dir, { recursive: true, force: true });
}
// werift keeps sockets and timers of closed peers alive a while: leave now.
process.exit(exitCode);
