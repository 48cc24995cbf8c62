// Joining a live room, as a person feels it: from the click on 'join' in the lobby to the first
// frame of the other person's video on screen, for 2 peers (a host already in the room, a guest
// joining), 10 times with a fresh browser context each; prints each run and, last,
// `join median X.XX s` (a peer-to-peer room). Before it, the same for a room on the SFU:
// `sfu join median X.XX s` (a room already on the api's local Janus), or `sfu join: not measured
// (why)` when there is no SFU here.
//
//   npx nx run-many -t build -p web api && npm run bench:join
//
// The production api on loopback with embedded PGlite and a fresh DATA_DIR; Debian's Chromium
// with fake camera and microphone, inside a loopback-only network namespace
// (tools/e2e/loopback-netns.mjs) so ICE sees 127.0.0.1 only. The guest's page times itself:
// performance.now() at the click and at the first remote frame (requestVideoFrameCallback on
// the other person's <video>), one clock, no polling error. The lobby → room step is a
// client-side navigation, so the page (and its clock) stays the same document.
import { existsSync } from 'node:fs';
import { API_BUNDLE, startApi } from './support/api-process.mjs';
import { runInsideLoopbackNamespace } from './support/loopback.mjs';
import { launchMediaBrowser, openPage } from './support/room-pages.mjs';
import {
  adminSession,
  createRoom,
  seatOverSocket,
  stockTemplateId,
  upgradeTo,
} from './support/rooms.mjs';

const RUNS = 10;
/** ROOM_MESH_MAX_PARTICIPANTS in libs/contracts/src/room/room.ts: the 5th person moves a room. */
const ROOM_MESH_MAX_PARTICIPANTS = 4;

runInsideLoopbackNamespace();

for (const file of [API_BUNDLE, 'apps/web/dist/index.html']) {
  if (!existsSync(file)) {
    console.error(
      `${file} is missing: run npx nx run-many -t build -p web api first`,
    );
    process.exit(1);
  }
}

/**
 * A room whose people meet through Janus (the api's local Janus, ICE on veth0 from
 * loopback-netns.mjs): a professional host's room that five socket-only people took past
 * peer-to-peer and who stay in it, silent and without video. Checked to be on the SFU, so
 * the figure is never a peer-to-peer one under another name.
 */
async function sfuRoom(browser, base, headers, templateId) {
  await upgradeTo(browser, base, headers.cookie, 'professional');
  const roomId = await createRoom(base, headers, templateId);
  const seated = [];
  for (let n = 1; n <= ROOM_MESH_MAX_PARTICIPANTS + 1; n++)
    seated.push(await seatOverSocket(base, roomId, `bench seat ${n}`));
  // The last one in hears the move in a 'media' frame shortly after its welcome.
  const deadline = Date.now() + 10_000;
  while (!seated.some(({ modes }) => modes.includes('sfu'))) {
    if (Date.now() > deadline)
      return {
        reason: 'the room did not move to the SFU (is janus installed?)',
      };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // They stay (no media, no tile video) so the room stays this occurrence, on the SFU.
  return {
    roomId,
    leave: () => seated.forEach(({ socket }) => socket.close()),
  };
}

/**
 * The host in `roomId`, then RUNS guests joining one after the other, each in a fresh context,
 * timed by its own page (room-pages.mjs's instrument: the click on 'join', the first remote
 * frame). Prints each run; resolves to the median in seconds.
 */
async function timeJoins(browser, base, cookie, roomId, label) {
  const host = await openPage(browser, base, 'bench host', cookie);
  await host.goto(`/m/${roomId}`);
  await host.getByLabel('your name').waitFor();
  await host.getByRole('button', { name: /^join/ }).first().click();
  await host
    .locator('[data-testid="live-room"][data-phase="in-room"]')
    .waitFor();

  const seconds = [];
  const stages = [];
  for (let run = 1; run <= RUNS; run++) {
    const name = `bench guest ${run}`;
    const guest = await openPage(browser, base, name);
    await guest.goto(`/m/${roomId}`);
    await guest.getByLabel('your name').fill(name);
    const joinButton = guest.getByRole('button', { name: /^join/ }).first();
    await joinButton.waitFor();
    // The preview is up (camera and microphone opened) before the click, as for a person.
    await guest.waitForFunction(() =>
      [...document.querySelectorAll('video')].some((v) => v.videoWidth > 0),
    );
    await joinButton.click();
    const handle = await guest.waitForFunction(
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
    const took = await handle.jsonValue();
    seconds.push(took);
    stages.push(
      await guest.evaluate(() => {
        const { clickedAt, stages: at } = window.__joinBench;
        return Object.fromEntries(
          Object.entries(at).map(([name, ms]) => [name, ms - clickedAt]),
        );
      }),
    );
    // Whether the first frame waited for a key frame asked for (a PLI from this receiver).
    const keyFramesAsked = await guest.evaluate(async () => {
      let asked = 0;
      for (const pc of window.__benchPcs)
        (await pc.getStats()).forEach((r) => {
          if (r.type === 'inbound-rtp' && r.kind === 'video')
            asked += (r.pliCount ?? 0) + (r.firCount ?? 0);
        });
      return asked;
    });
    // Peer to peer, either end may send the offer (the impolite one: by the ids' order).
    const at = stages.at(-1);
    const offered =
      at['offer sent'] !== undefined
        ? ', the guest offered'
        : at['offer received'] !== undefined
          ? ', the host offered'
          : '';
    console.log(
      `run ${run}: ${took.toFixed(2)} s (key frames asked by then: ${keyFramesAsked}${offered})`,
    );
    await guest.context().close();
    // Let the host's side notice the guest left before the next one comes.
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await host.context().close();
  printStages(label, stages, seconds);
  seconds.sort((a, b) => a - b);
  console.log(
    `min ${seconds[0].toFixed(2)} s, max ${seconds.at(-1).toFixed(2)} s over ${RUNS} runs`,
  );
  return (seconds[RUNS / 2 - 1] + seconds[RUNS / 2]) / 2;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? sorted[Math.floor(middle)]
    : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The stage breakdown: each step's median time after the click (ms) over the runs that saw it,
 * in the order the steps happen (room-pages.mjs's instrument names them).
 */
function printStages(label, stages, seconds) {
  const names = new Set(stages.flatMap((run) => Object.keys(run)));
  const rows = [...names].map((name) => {
    const times = stages.map((run) => run[name]).filter((t) => t !== undefined);
    return { name, ms: median(times), runs: times.length };
  });
  rows.push({
    name: 'first remote frame',
    ms: median(seconds) * 1000,
    runs: seconds.length,
  });
  rows.sort((a, b) => a.ms - b.ms);
  console.log(`${label} stages, median ms after the click (runs that saw it):`);
  let before = 0;
  for (const { name, ms, runs } of rows) {
    console.log(
      `  ${String(Math.round(ms)).padStart(5)} ms  (+${String(Math.round(ms - before)).padStart(3)})  ${name}${runs < stages.length ? ` (${runs}/${stages.length})` : ''}`,
    );
    before = ms;
  }
}

const api = await startApi({ driver: 'pglite', env: { REDIS_URL: undefined } });
const browser = await launchMediaBrowser();
try {
  const { cookie, headers } = await adminSession(api);
  const stockTemplate = await stockTemplateId(api.base, headers);
  const peerToPeer = await timeJoins(
    browser,
    api.base,
    cookie,
    await createRoom(api.base, headers, stockTemplate),
    'peer-to-peer',
  );
  // The SFU room's figure, once the api's rooms use the SFU (sfuRoom below).
  const sfu = await sfuRoom(browser, api.base, headers, stockTemplate);
  if (sfu.roomId) {
    const overSfu = await timeJoins(
      browser,
      api.base,
      cookie,
      sfu.roomId,
      'sfu',
    );
    sfu.leave();
    console.log(`sfu join median ${overSfu.toFixed(2)} s`);
  } else {
    console.log(`sfu join: not measured (${sfu.reason})`);
  }
  console.log(`join median ${peerToPeer.toFixed(2)} s`);
} finally {
  await browser.close();
  await api.close();
}
