// The audience's cost on this machine (docs/scaling.md): two local Janus nodes (the api's
// launcher, ICE on veth0 in a loopback-only network namespace), a stage of four synthetic
// publishers (werift, tools/bench/support/synthetic-peers.mjs) in a VideoRoom on the first, each
// feed forwarded over RTP to a Streaming mountpoint on the second (the relay), as the api does
// (apps/api/src/routes/room/sfu/sfu-stage.ts, through its own Janus adapters), and synthetic
// watchers on the relay, each watching the four mountpoints as a browser in the audience does
// (one connection per mountpoint). At each simulcast layer's bitrate (libs/room/src/live/
// sfu-publisher.ts): the relay's CPU (% of one core) and memory fed but unwatched, then with
// the watchers, per watcher; the bytes each watcher received. At the m layer side by side in
// one run: Janus's default (a media thread per connection), the api's (a thread per core,
// shared), and the same with one mountpoint carrying the whole stage (one connection per
// watcher, the shape the product does not have yet). Every loop is bounded; the last line:
// `audience: X watchers per core at the m layer (…); Z nodes of 2 cores for 1,200`.
//
//   npm run bench:audience      (AUDIENCE_BENCH_WATCHERS=30 npm run bench:audience for fewer)
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { inBatches } from './support/batches.mjs';
import { runInsideLoopbackNamespace } from './support/loopback.mjs';
import { sampleUsage } from './support/proc-usage.mjs';
import {
  publishSynthetic,
  watchSynthetic,
} from './support/synthetic-peers.mjs';

/** The publisher's simulcast layers (sfu-publisher.ts), in kbit/s. */
const LAYERS = { l: 120, m: 400, h: 1200 };
const STAGE = 4;
const WATCHERS = Number(process.env.AUDIENCE_BENCH_WATCHERS ?? 60);
const AUDIENCE_TARGET = 1200;
const NODE_CORES = 2;
/** A node is planned at 70 % of its cores: room for bursts and a failed neighbour's watchers. */
const HEADROOM = 0.7;
const SAMPLE_SECONDS = 6;
const SETTLE_MS = 2000;
const SECRET = 'bench-secret';
const PIN = 'bench-pin';

runInsideLoopbackNamespace();

const { launchJanus } = await tsImport(
  '../../apps/api/src/adapters/janus/janus-launcher.ts',
  import.meta.url,
);
const { createJanusSfu } = await tsImport(
  '../../apps/api/src/adapters/janus/janus-sfu.ts',
  import.meta.url,
);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value, digits = 1) => Number(value.toFixed(digits));
const ignore = () => undefined;
const quiet = {
  debug: ignore,
  info: ignore,
  warn: console.warn,
  error: console.error,
};

/** The stage on node 0, its feeds on mountpoints of node 1; then the watchers on node 1. */
async function scenario(provider, nodes, { layer, kbps, oneMountpoint }) {
  const stage = await provider.videoRoom(0);
  const relay = await provider.videoRoom(1);
  const room = await stage.createRoom({
    secret: SECRET,
    publishers: STAGE + 1,
    description: `bench ${layer}`,
  });
  const publishers = await inBatches(STAGE, STAGE, (i) =>
    publishSynthetic(nodes[0], room, { kbps, name: `stage ${i}` }),
  );
  const mountpoint = (streams) =>
    relay.createMountpoint({
      secret: SECRET,
      pin: PIN,
      description: 'stage',
      streams: streams.map((i) => ({
        type: 'video',
        mid: `v${i}`,
        codec: 'vp8',
        simulcast: false,
      })),
    });
  // The product's shape, a mountpoint per feed; or one mountpoint carrying every feed.
  const mountpoints = oneMountpoint
    ? [await mountpoint(publishers.map((_, i) => i))]
    : await Promise.all(publishers.map(() => mountpoint([0])));
  for (const [i, publisher] of publishers.entries()) {
    const { ports } = oneMountpoint ? mountpoints[0] : mountpoints[i];
    await stage.forward(room, SECRET, publisher.feed, provider.rtpHost(1), [
      { mid: '0', port: ports[oneMountpoint ? i : 0].port },
    ]);
  }
  await sleep(SETTLE_MS);
  const fed = await sampleUsage(nodes[1].pid, SAMPLE_SECONDS);
  const watchers = await inBatches(WATCHERS, 5, async () =>
    Promise.all(mountpoints.map(({ id }) => watchSynthetic(nodes[1], id, PIN))),
  );
  await sleep(SETTLE_MS);
  const received = () =>
    watchers.flat().reduce((sum, peer) => sum + peer.bytes, 0);
  const before = received();
  const watched = await sampleUsage(nodes[1].pid, SAMPLE_SECONDS);
  const kbpsPerWatcher =
    ((received() - before) * 8) / 1000 / SAMPLE_SECONDS / WATCHERS;
  await inBatches(watchers.length, 10, (i) =>
    Promise.all(watchers[i].map((peer) => peer.close())),
  );
  for (const { id } of mountpoints) await relay.destroyMountpoint(id, SECRET);
  await inBatches(publishers.length, STAGE, (i) => publishers[i].close());
  await stage.destroyRoom(room, SECRET);
  const perWatcher = (watched.cpuPercent - fed.cpuPercent) / WATCHERS;
  return { fed, watched, perWatcher, kbpsPerWatcher };
}

function report(setup, r) {
  console.log(
    `${setup.name}, layer ${setup.layer} (${setup.kbps} kbit/s a feed), a stage of ${STAGE}, ${WATCHERS} watchers on the relay: ${round(r.kbpsPerWatcher, 0)} kbit/s received per watcher (expected ${STAGE * setup.kbps})`,
  );
  console.log(
    `  relay janus fed ${round(r.fed.cpuPercent)} % cpu ${round(r.fed.memoryMb)} MB; watched ${round(r.watched.cpuPercent)} % cpu ${round(r.watched.memoryMb)} MB; per watcher ${round(r.perWatcher, 3)} % cpu ${round((r.watched.memoryMb - r.fed.memoryMb) / WATCHERS, 2)} MB`,
  );
}

const dir = mkdtempSync(join(tmpdir(), 'ruume-bench-audience-'));

/** Two local nodes (a stage and a relay) with Janus's `event_loops` at `eventLoops` (undefined: the api's default). */
async function withNodes(eventLoops, run) {
  const nodes = [];
  let provider;
  try {
    for (const name of ['stage', 'relay'])
      nodes.push(
        await launchJanus({
          dir: join(dir, name),
          iceEnforceList: 'veth0',
          debugLevel: 2,
          eventLoops,
        }),
      );
    provider = createJanusSfu({ nodes, log: quiet });
    return await run(provider, nodes);
  } finally {
    await provider?.close().catch(() => undefined);
    for (const node of nodes) await node.stop();
  }
}

const THREAD_PER_CONNECTION = "a thread per connection (Janus's default)";
const SHARED = `${availableParallelism()} shared media threads (the api's default)`;
const ONE_MOUNTPOINT = `${SHARED}, one connection per watcher`;
// The m layer in each setup, side by side, then the product's at the other two layers.
const setups = [
  { name: THREAD_PER_CONNECTION, eventLoops: 0, layers: ['m'] },
  { name: SHARED, layers: ['m', 'l', 'h'] },
  { name: ONE_MOUNTPOINT, layers: ['m'], oneMountpoint: true },
];

let exitCode = 0;
try {
  const results = [];
  for (const setup of setups)
    await withNodes(setup.eventLoops, async (provider, nodes) => {
      for (const layer of setup.layers) {
        const run = { ...setup, layer, kbps: LAYERS[layer] };
        const result = await scenario(provider, nodes, run);
        report(run, result);
        results.push({ ...run, ...result });
      }
    });
  const atM = (name) => results.find((r) => r.name === name && r.layer === 'm');
  const perCore = (name) => Math.floor(100 / atM(name).perWatcher);
  const mid = atM(SHARED);
  const perNode = Math.floor(perCore(SHARED) * NODE_CORES * HEADROOM);
  console.log(
    `at the m layer a ${NODE_CORES}-core relay planned at ${HEADROOM * 100} % takes ${perNode} watchers (JANUS_WATCHERS_PER_NODE); ${AUDIENCE_TARGET} watchers need ${Math.ceil(AUDIENCE_TARGET / perNode)} nodes beside the stage's`,
  );
  console.log(
    `audience: ${perCore(SHARED)} watchers per core at the m layer (${round(mid.kbpsPerWatcher, 0)} kbit/s each; ${perCore(THREAD_PER_CONNECTION)} with a thread per connection, ${perCore(ONE_MOUNTPOINT)} with one connection per watcher); ${Math.ceil(AUDIENCE_TARGET / perNode)} nodes of ${NODE_CORES} cores for ${AUDIENCE_TARGET.toLocaleString('en')}`,
  );
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
// werift keeps sockets and timers of closed peers alive a while: leave now.
process.exit(exitCode);
