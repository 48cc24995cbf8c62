// Meetings on bad networks, as the receivers' own WebRTC statistics tell it (docs/benchmarks.md,
// "Meetings on bad networks"):
//  1. freezes and audio gaps at 0, 5 and 15 % random UDP loss, peer to peer (2 pages) and on the
//     SFU (2 pages + 3 socket-only people, past the peer-to-peer size of 4), WINDOW_S each;
//  2. join → first remote frame through TURN over TCP (the browsers' UDP blocked) against the
//     direct path, peer to peer and on the SFU, TURN_RUNS joins each, medians;
//  3. one SFU subscriber's downlink capped to CAP_SHARE of what it received uncapped: the layer
//     and bitrate it gets under the cap, and how long after the cap lifts it is back up.
// Prints a line per measurement and, last, `network: freezes/min p2p 0/5/15 % = …`.
//
//   npx nx run-many -t build -p web api && npm run bench:network
//
// The production api on loopback (embedded PGlite, its local Janus and coturn) and Debian's
// Chromium with fake camera and microphone, inside a loopback-only network namespace
// (tools/e2e/loopback-netns.mjs, as root: the loss, the blocked UDP and the cap are nftables rules
// in that namespace, apps/web-e2e/src/support/network-rules.cjs, shared with the browser tests).
// Each page's RTCPeerConnections are collected by an init script (the constructor wrapped) and
// read with getStats() from here: inbound-rtp video freezeCount, totalFreezesDuration, framesDecoded, nackCount, pliCount; audio concealedSamples,
// silentConcealedSamples, concealmentEvents, totalSamplesReceived — deltas over the window,
// sampled every second (a second with one new freeze gives that freeze's length).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { API_BUNDLE, startApi } from './support/api-process.mjs';
import { runInsideLoopbackNamespace } from './support/loopback.mjs';
import {
  decoding,
  inbound,
  joinRoom,
  launchMediaBrowser,
  mediaModeOf,
  openPage,
} from './support/room-pages.mjs';
import {
  adminSession,
  createRoom,
  seatOverSocket,
  stockTemplateId,
  upgradeTo,
} from './support/rooms.mjs';

const require = createRequire(import.meta.url);
const {
  applyNetwork,
  BROWSER_PORTS,
  CAPPED_PORTS,
  canShapeNetwork,
  downlinkCap,
  portRange,
  setPortRange,
  udpLoss,
  UDP_BLOCKED,
} = require('../../apps/web-e2e/src/support/network-rules.cjs');

const LOSSES = [0, 5, 15];
const WINDOW_S = Number(process.env.NETWORK_BENCH_WINDOW_S ?? 30);
/** After a network changes, before its window opens. */
const SETTLE_S = 3;
const TURN_RUNS = Number(process.env.NETWORK_BENCH_TURN_RUNS ?? 3);
const CAP_SHARE = 0.7;
/** The SFU guest's viewport: five tiles in 3 columns, each over 480 px tall (layer 2). */
const BIG_SCREEN = { width: 2880, height: 1800 };
/** The longest wait for the subscriber's wanted layer before it is measured uncapped. */
const CAP_WARM_UP_S = 30;
const CAP_MEASURE_S = 8;
const CAPPED_S = 25;
/** A bound on the wait for the capped subscriber to come back up (UP_AFTER_MS doubles on failure). */
const RECOVERY_BOUND_S = 70;

runInsideLoopbackNamespace();

// The api serves WEB_DIST_DIR when it is set (a build of another checkout), apps/web/dist otherwise.
const webDist = process.env.WEB_DIST_DIR ?? 'apps/web/dist';
for (const file of [API_BUNDLE, `${webDist}/index.html`]) {
  if (!existsSync(file)) {
    console.error(
      `${file} is missing: run npx nx run-many -t build -p web api first`,
    );
    process.exit(1);
  }
}
// The capped subscriber reads the layer budget's e2e hook (libs/room/src/live/e2e-hook.ts).
if (
  !readdirSync(`${webDist}/assets`).some(
    (file) =>
      file.endsWith('.js') &&
      readFileSync(`${webDist}/assets/${file}`, 'utf8').includes('layerBudget'),
  )
) {
  console.error(
    `${webDist} predates the layer budget's e2e hook: run npx nx build web first`,
  );
  process.exit(1);
}
if (!canShapeNetwork()) {
  console.error(
    'bench:network needs its own network namespace with nft (root, nftables installed)',
  );
  process.exit(1);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const fixed = (value, digits = 2) =>
  value === null || value === undefined || Number.isNaN(value)
    ? '—'
    : value.toFixed(digits);

/**
 * Samples `pages` every second for `seconds`; per received stream (present at both ends and
 * decoding), sums the deltas. A second with exactly one new freeze gives that freeze's length;
 * with more, their mean (the longest is at least that).
 */
async function measureWindow(pages, seconds) {
  const series = pages.map(() => []);
  const startedAt = Date.now();
  for (let tick = 0; tick <= seconds; tick++) {
    const wanted = startedAt + tick * 1000;
    if (Date.now() < wanted) await sleep(wanted - Date.now());
    const readings = await Promise.all(pages.map(inbound));
    readings.forEach((reading, i) => series[i].push(reading));
  }
  const result = {
    videoStreams: 0,
    audioStreams: 0,
    minutes: 0,
    freezes: 0,
    freezeSeconds: 0,
    longestFreezeS: 0,
    framesDecoded: 0,
    nacks: 0,
    plis: 0,
    videoPacketsLost: 0,
    videoPacketsReceived: 0,
    concealed: 0,
    audibleConcealed: 0,
    concealmentEvents: 0,
    samples: 0,
    worstSecondConcealedMs: 0,
    audioCodecs: [
      ...new Set(series.flatMap((readings) => readings.at(-1).audioCodecs)),
    ],
  };
  for (const readings of series) {
    const first = readings[0];
    const last = readings.at(-1);
    const windowMin = (last.atMs - first.atMs) / 60_000;
    for (const key of Object.keys(last.video)) {
      const a = first.video[key];
      const b = last.video[key];
      if (!a || b.framesDecoded <= a.framesDecoded) continue;
      result.videoStreams++;
      result.minutes += windowMin;
      result.freezes += b.freezeCount - a.freezeCount;
      result.freezeSeconds += b.totalFreezesDuration - a.totalFreezesDuration;
      result.framesDecoded += b.framesDecoded - a.framesDecoded;
      result.nacks += b.nackCount - a.nackCount;
      result.plis += b.pliCount - a.pliCount;
      result.videoPacketsLost += b.packetsLost - a.packetsLost;
      result.videoPacketsReceived += b.packetsReceived - a.packetsReceived;
      for (let i = 1; i < readings.length; i++) {
        const before = readings[i - 1].video[key];
        const now = readings[i].video[key];
        if (!before || !now) continue;
        const count = now.freezeCount - before.freezeCount;
        if (count > 0)
          result.longestFreezeS = Math.max(
            result.longestFreezeS,
            (now.totalFreezesDuration - before.totalFreezesDuration) / count,
          );
      }
    }
    for (const key of Object.keys(last.audio)) {
      const a = first.audio[key];
      const b = last.audio[key];
      if (!a || b.totalSamplesReceived <= a.totalSamplesReceived) continue;
      result.audioStreams++;
      result.concealed += b.concealedSamples - a.concealedSamples;
      result.audibleConcealed +=
        b.concealedSamples -
        a.concealedSamples -
        (b.silentConcealedSamples - a.silentConcealedSamples);
      result.concealmentEvents += b.concealmentEvents - a.concealmentEvents;
      result.samples += b.totalSamplesReceived - a.totalSamplesReceived;
      for (let i = 1; i < readings.length; i++) {
        const before = readings[i - 1].audio[key];
        const now = readings[i].audio[key];
        if (!before || !now) continue;
        const audible =
          now.concealedSamples -
          before.concealedSamples -
          (now.silentConcealedSamples - before.silentConcealedSamples);
        // Opus in WebRTC is 48 kHz: samples → ms.
        result.worstSecondConcealedMs = Math.max(
          result.worstSecondConcealedMs,
          audible / 48,
        );
      }
    }
  }
  return {
    ...result,
    freezesPerMin: result.minutes ? result.freezes / result.minutes : null,
    fps: result.minutes ? result.framesDecoded / (result.minutes * 60) : null,
    videoLoss: result.videoPacketsReceived
      ? result.videoPacketsLost /
        (result.videoPacketsLost + result.videoPacketsReceived)
      : null,
    concealedShare: result.samples ? result.concealed / result.samples : null,
    audibleShare: result.samples
      ? result.audibleConcealed / result.samples
      : null,
    eventsPerMin: result.minutes
      ? result.concealmentEvents / result.minutes
      : null,
    plisPerMin: result.minutes ? result.plis / result.minutes : null,
  };
}

async function seat(base, roomId, count, from = 1) {
  const seated = [];
  for (let n = from; n < from + count; n++)
    seated.push(await seatOverSocket(base, roomId, `bench seat ${n}`));
  return seated;
}

function describeLoss(mode, loss, m) {
  console.log(
    `${mode} ${loss} % loss: ${fixed(m.freezesPerMin)} freezes/min (${m.freezes} over ${m.videoStreams} streams), longest ${fixed(m.longestFreezeS)} s, ` +
      `${fixed(m.fps, 1)} fps, video loss ${fixed((m.videoLoss ?? 0) * 100, 1)} %, ${m.nacks} NACKs, ${m.plis} PLIs (${fixed(m.plisPerMin, 1)}/min); ` +
      `audio concealed ${fixed((m.concealedShare ?? 0) * 100)} % (audible ${fixed((m.audibleShare ?? 0) * 100)} %), ${fixed(m.eventsPerMin, 1)} events/min, worst second ${fixed(m.worstSecondConcealedMs, 0)} ms (${m.audioCodecs.join(', ') || 'no audio'})`,
  );
}

/** The two pages in their room at each loss in turn: { [loss]: measurement }. */
async function lossWindows(mode, pages) {
  const results = {};
  for (const loss of LOSSES) {
    const lift = loss ? applyNetwork(udpLoss(loss)) : () => undefined;
    try {
      await sleep(SETTLE_S * 1000);
      results[loss] = await measureWindow(pages, WINDOW_S);
    } finally {
      lift();
    }
    describeLoss(mode, loss, results[loss]);
  }
  return results;
}

/** Click → first remote frame of a fresh guest in `roomId`, seconds (join.mjs's way). */
async function timedJoin(browser, base, roomId, name) {
  const page = await openPage(browser, base, name);
  try {
    await page.goto(`/m/${roomId}`);
    await page.getByLabel('your name').fill(name, { timeout: 60_000 });
    const button = page.getByRole('button', { name: /^join/ }).first();
    await button.waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('video')].some((v) => v.videoWidth > 0),
    );
    await button.click();
    const handle = await page.waitForFunction(
      () => {
        const marks = window.__joinBench;
        return marks?.clickedAt !== undefined &&
          marks.firstRemoteFrameAt !== undefined
          ? (marks.firstRemoteFrameAt - marks.clickedAt) / 1000
          : false;
      },
      undefined,
      { timeout: 60_000, polling: 50 },
    );
    return await handle.jsonValue();
  } finally {
    await page.context().close();
    await sleep(500);
  }
}

/** TURN_RUNS timed joins with the host in `roomId`, on `network` (null: the direct path). */
async function firstFrames(browser, base, cookie, roomId, network, label) {
  const lift = network ? applyNetwork(network) : () => undefined;
  const host = await openPage(browser, base, 'bench host', cookie);
  try {
    await joinRoom(host, roomId, 'bench host', { guest: false });
    const seconds = [];
    for (let run = 1; run <= TURN_RUNS; run++)
      seconds.push(
        await timedJoin(browser, base, roomId, `bench ${label} guest ${run}`),
      );
    console.log(
      `${label}: first frame ${seconds.map((s) => fixed(s)).join(', ')} s, median ${fixed(median(seconds))} s`,
    );
    return median(seconds);
  } finally {
    await host.context().close();
    lift();
    await sleep(500);
  }
}

/** What `page` receives of the SFU's one remote camera now: layer, height, bytes. */
async function receivedNow(page) {
  return page.evaluate(async () => {
    const room = window.__ruumeRoom;
    const videos = Object.values((await room?.receivedVideos()) ?? {});
    const budget = room?.layerBudget() ?? null;
    return { videos, budget };
  });
}

/** kbit/s into `page` over `seconds` (every inbound-rtp, audio and video) and the video part. */
async function downlinkKbps(page, seconds) {
  const sum = (reading, kind) =>
    Object.values(reading[kind]).reduce((s, r) => s + r.bytesReceived, 0);
  const a = await inbound(page);
  await sleep(seconds * 1000);
  const b = await inbound(page);
  const s = (b.atMs - a.atMs) / 1000;
  const video = ((sum(b, 'video') - sum(a, 'video')) * 8) / s / 1000;
  const audio = ((sum(b, 'audio') - sum(a, 'audio')) * 8) / s / 1000;
  const heights = Object.values(b.video)
    .map((r) => r.frameHeight)
    .filter(Boolean);
  return { total: video + audio, video, frameHeight: Math.max(0, ...heights) };
}

/**
 * The SFU room's guest (whose ICE sockets sit in CAPPED_PORTS) receives the host's camera: its
 * downlink measured, then capped to CAP_SHARE of it for CAPPED_S, then lifted.
 */
async function cappedSubscriber(subscriber) {
  // Its bandwidth estimate ramps up, and the tile's layer (wanted) comes, uncapped (bounded).
  const warmUntil = Date.now() + CAP_WARM_UP_S * 1000;
  for (;;) {
    const { videos, budget } = await receivedNow(subscriber);
    const settled =
      videos[0]?.switched !== null &&
      videos[0]?.switched === videos[0]?.wanted &&
      budget?.bps === null;
    if (settled || Date.now() > warmUntil) break;
    await sleep(1000);
  }
  const uncapped = await downlinkKbps(subscriber, CAP_MEASURE_S);
  const before = await receivedNow(subscriber);
  const layerBefore = before.videos[0]?.switched ?? null;
  console.log(
    `uncapped: ${fixed(uncapped.total, 0)} kbit/s (video ${fixed(uncapped.video, 0)}), layer ${layerBefore}, ${uncapped.frameHeight} px, budget ${before.budget?.bps ?? 'none'}`,
  );
  const capKbps = uncapped.total * CAP_SHARE;
  const lift = applyNetwork(downlinkCap(Math.round(capKbps / 8)));
  const capStarted = Date.now();
  let droppedAfterS = null;
  let under;
  try {
    while (Date.now() - capStarted < (CAPPED_S - CAP_MEASURE_S) * 1000) {
      const now = await receivedNow(subscriber);
      const layer = now.videos[0]?.switched ?? null;
      if (droppedAfterS === null && layer !== null && layer < layerBefore)
        droppedAfterS = (Date.now() - capStarted) / 1000;
      await sleep(1000);
    }
    const rate = await downlinkKbps(subscriber, CAP_MEASURE_S);
    const state = await receivedNow(subscriber);
    under = { ...rate, ...state };
  } finally {
    lift();
  }
  const layerUnder = under.videos[0]?.switched ?? null;
  console.log(
    `capped at ${fixed(capKbps, 0)} kbit/s: layer ${layerUnder} (asked ${under.videos[0]?.asked ?? '—'}, wanted ${under.videos[0]?.wanted ?? '—'}) after ${fixed(droppedAfterS, 1)} s, ` +
      `${fixed(under.total, 0)} kbit/s (video ${fixed(under.video, 0)}), ${under.frameHeight} px, budget ${under.budget?.bps ?? 'none'} bps, loss ${fixed((under.budget?.loss ?? 0) * 100, 1)} %`,
  );
  const liftedAt = Date.now();
  let backUpS = null;
  while (Date.now() - liftedAt < RECOVERY_BOUND_S * 1000) {
    const now = await receivedNow(subscriber);
    const video = now.videos[0];
    if (
      video?.switched === layerBefore &&
      (video.frameHeight ?? 0) >= uncapped.frameHeight
    ) {
      backUpS = (Date.now() - liftedAt) / 1000;
      break;
    }
    await sleep(500);
  }
  console.log(
    backUpS === null
      ? `not back up to layer ${layerBefore} within ${RECOVERY_BOUND_S} s of the cap lifting`
      : `back up to layer ${layerBefore} (${uncapped.frameHeight} px) ${fixed(backUpS, 1)} s after the cap lifted`,
  );
  return {
    uncapped,
    layerBefore,
    capKbps,
    under,
    layerUnder,
    droppedAfterS,
    backUpS,
  };
}

const benchStarted = Date.now();
const originalRange = portRange();
setPortRange(BROWSER_PORTS);
const api = await startApi({ driver: 'pglite', env: { REDIS_URL: undefined } });
const browser = await launchMediaBrowser();
try {
  const { cookie, headers } = await adminSession(api);
  const template = await stockTemplateId(api.base, headers);
  await upgradeTo(browser, api.base, cookie, 'professional');

  // 1a. Peer to peer: the host and a guest, each sending camera and microphone.
  const p2pRoom = await createRoom(api.base, headers, template);
  const p2pHost = await openPage(browser, api.base, 'bench host', cookie);
  await joinRoom(p2pHost, p2pRoom, 'bench host', { guest: false });
  const p2pGuest = await openPage(browser, api.base, 'bench guest');
  await joinRoom(p2pGuest, p2pRoom, 'bench guest');
  await Promise.all([
    decoding(p2pHost, 'the p2p host'),
    decoding(p2pGuest, 'the p2p guest'),
  ]);
  const p2pModes = [await mediaModeOf(p2pHost), await mediaModeOf(p2pGuest)];
  if (p2pModes.some((mode) => mode !== 'mesh'))
    throw new Error(`the p2p room is not peer to peer: ${p2pModes}`);
  const p2p = await lossWindows('p2p', [p2pHost, p2pGuest]);
  await p2pHost.context().close();
  await p2pGuest.context().close();

  // 1b. On the SFU: 3 socket-only people, the host, then the guest (the 5th moves the room).
  // The guest's ICE sockets go to CAPPED_PORTS: the same page is the capped subscriber after.
  const sfuRoom = await createRoom(api.base, headers, template);
  const seated = await seat(api.base, sfuRoom, 3);
  const sfuHost = await openPage(browser, api.base, 'bench host', cookie);
  await joinRoom(sfuHost, sfuRoom, 'bench host', { guest: false });
  // A screen large enough that the host's tile (one of five) wants the full layer.
  const sfuGuest = await openPage(
    browser,
    api.base,
    'bench guest',
    undefined,
    BIG_SCREEN,
  );
  setPortRange(CAPPED_PORTS);
  let sfu;
  let capped;
  try {
    await joinRoom(sfuGuest, sfuRoom, 'bench guest');
    await Promise.all([
      decoding(sfuHost, 'the SFU host'),
      decoding(sfuGuest, 'the SFU guest'),
    ]);
  } finally {
    setPortRange(BROWSER_PORTS);
  }
  const sfuModes = [await mediaModeOf(sfuHost), await mediaModeOf(sfuGuest)];
  if (sfuModes.some((mode) => mode !== 'sfu'))
    throw new Error(`the SFU room is not on the SFU: ${sfuModes}`);
  try {
    // 3. The guest as the capped subscriber of the host's camera, first: after the loss windows
    // its layer budget would still be holding the layers down.
    capped = await cappedSubscriber(sfuGuest);
    sfu = await lossWindows('sfu', [sfuHost, sfuGuest]);
  } finally {
    await sfuHost.context().close();
    await sfuGuest.context().close();
  }

  // 2. Join → first remote frame, direct and through TURN over TCP, p2p and on the SFU (two
  // more socket-only people keep the room on the SFU while a guest comes and goes).
  seated.push(...(await seat(api.base, sfuRoom, 2, 4)));
  const turnRoom = await createRoom(api.base, headers, template);
  const first = {
    p2pDirect: await firstFrames(
      browser,
      api.base,
      cookie,
      turnRoom,
      null,
      'p2p direct',
    ),
    p2pTcp: await firstFrames(
      browser,
      api.base,
      cookie,
      turnRoom,
      UDP_BLOCKED,
      'p2p TURN-TCP',
    ),
    sfuDirect: await firstFrames(
      browser,
      api.base,
      cookie,
      sfuRoom,
      null,
      'sfu direct',
    ),
    sfuTcp: await firstFrames(
      browser,
      api.base,
      cookie,
      sfuRoom,
      UDP_BLOCKED,
      'sfu TURN-TCP',
    ),
  };
  for (const person of seated) person.socket.close();

  const wall = (Date.now() - benchStarted) / 1000;
  const freezes = (results) =>
    LOSSES.map((loss) => fixed(results[loss].freezesPerMin, 1)).join('/');
  console.log(`wall time ${fixed(wall, 0)} s`);
  console.log(
    `network: freezes/min p2p 0/5/15 % = ${freezes(p2p)}, sfu = ${freezes(sfu)}; ` +
      `audio gaps at 15 % = ${fixed(p2p[15].audibleShare * 100)} %/${fixed(sfu[15].audibleShare * 100)} % concealed (p2p/sfu); ` +
      `TURN-TCP first frame ${first.p2pTcp - first.p2pDirect >= 0 ? '+' : ''}${fixed(first.p2pTcp - first.p2pDirect)}/${first.sfuTcp - first.sfuDirect >= 0 ? '+' : ''}${fixed(first.sfuTcp - first.sfuDirect)} s (p2p/sfu); ` +
      `capped subscriber back up in ${capped.backUpS === null ? `> ${RECOVERY_BOUND_S}` : fixed(capped.backUpS, 1)} s`,
  );
} finally {
  setPortRange(originalRange);
  await browser.close();
  await api.close();
}
