// The audience's cost on this machine (docs/scaling.md): two local Janus nodes (the api's
// launcher, ICE on veth0 in a loopback-only network namespace), a stage of four synthetic
// publishers (werift, tools/bench/support/synthetic-peers.mjs) in a VideoRoom on the first, each
// feed forwarded over RTP to its place in the stage's Streaming mountpoint on the second (the
// relay), as the api does (apps/api/src/routes/room/sfu/sfu-stage.ts, through its own Janus
// adapters), and synthetic watchers on the relay, each watching it as a browser in the audience
// does (one connection for the stage). At each simulcast layer's bitrate (libs/room/src/live/
// sfu-publisher.ts): the relay's CPU (% of one core) and memory fed but unwatched, then with
// the watchers, per watcher; the bytes each watcher received. At the m layer side by side in
// one run: the shape before, a mountpoint per feed (a connection per feed and watcher). Every
// loop is bounded; the last line:
// `audience: X watchers per core at the m layer (…); Z nodes of 2 cores for 1,200`.
//
//   npm run bench:audience      (AUDIENCE_BENCH_WATCHERS=30 npm run bench:audience for fewer)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
const { pageStreams, placeMid } = await tsImport(
  '../../apps/api/src/routes/room/sfu/sfu-places.ts',
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
async function scenario(provider, nodes, { layer, kbps, perFeed }) {
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
  // The product's shape, the stage's places in one mountpoint (sfu-stage.ts: each feed's video
  // into its place's first port); or, as before 2026-12-07, a mountpoint per feed.
  const mountpoints = perFeed
    ? await Promise.all(
        publishers.map(() =>
          relay.createMountpoint({
            secret: SECRET,
            pin: PIN,
            description: 'a feed',
            streams: [{ type: 'video', mid: 'v0', codec: 'vp8' }],
          }),
        ),
      )
    : [
        await relay.createMountpoint({
          secret: SECRET,
          pin: PIN,
          description: 'the stage',
          streams: pageStreams(0),
        }),
      ];
  for (const [i, publisher] of publishers.entries()) {
    const { ports } = perFeed ? mountpoints[i] : mountpoints[0];
    const mid = perFeed ? 'v0' : placeMid('video', i);
    const { port, rtcpPort } = ports.find((p) => p.mid === mid);
    await stage.forward(room, SECRET, publisher.feed, provider.rtpHost(1), [
      { mid: '0', port, rtcpPort },
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

/** Two local nodes (a stage and a relay), configured as the api's launcher does. */
async function withNodes(run) {
  const nodes = [];
  let provider;
  try {
    for (const name of ['stage', 'relay'])
      nodes.push(
        await launchJanus({
          dir: join(dir, name),
          iceEnforceList: 'veth0',
          debugLevel: 2,
        }),
      );
    provider = createJanusSfu({ nodes, log: quiet });
    return await run(provider, nodes);
  } finally {
    await provider?.close().catch(() => undefined);
    for (const node of nodes) await node.stop();
  }
}

const PER_FEED =
  'a mountpoint per feed (one connection per feed, before 2026-12-07)';
const PLACES = "the stage's places in one mountpoint (the api's)";
// The m layer in each setup, side by side, then the product's at the other two layers.
const setups = [
  { name: PER_FEED, layers: ['m'], perFeed: true },
  { name: PLACES, layers: ['m', 'l', 'h'] },
];

let exitCode = 0;
try {
  const results = [];
  for (const setup of setups)
    await withNodes(async (provider, nodes) => {
      for (const layer of setup.layers) {
        const run = { ...setup, layer, kbps: LAYERS[layer] };
        const result = await scenario(provider, nodes, run);
        report(run, result);
        results.push({ ...run, ...result });
      }
    });
  const atM = (name) => results.find((r) => r.name === name && r.layer === 'm');
  const perCore = (name) => Math.floor(100 / atM(name).perWatcher);
  const mid = atM(PLACES);
  const perNode = Math.floor(perCore(PLACES) * NODE_CORES * HEADROOM);
  console.log(
    `at the m layer a ${NODE_CORES}-core relay planned at ${HEADROOM * 100} % takes ${perNode} watchers (JANUS_WATCHERS_PER_NODE); ${AUDIENCE_TARGET} watchers need ${Math.ceil(AUDIENCE_TARGET / perNode)} nodes beside the stage's`,
  );
  console.log(
    `audience: ${perCore(PLACES)} watchers per core at the m layer (${round(mid.kbpsPerWatcher, 0)} kbit/s each; ${perCore(PER_FEED)} with a mountpoint per feed); ${Math.ceil(AUDIENCE_TARGET / perNode)} nodes of ${NODE_CORES} cores for ${AUDIENCE_TARGET.toLocaleString('en')}`,
  );
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
// werift keeps sockets and timers of closed peers alive a while: leave now.
process.exit(exitCode);
