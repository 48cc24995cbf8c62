// What a room page costs the machine it runs on: CPU time as a share of one core, per page, in
// the lobby (camera preview), alone in the room, in a call of two peer to peer and in a room on
// the SFU (two pages and three people on sockets). For each: the page's renderer process
// (Chromium's own ProcessTime, read through the DevTools protocol), its main thread's busy
// share (TaskDuration) and the part of it that is script, and every Chromium process together
// (renderers, GPU, audio, network, capture: /proc/<pid>/stat) divided by the pages. Prints a line
// per scenario and, last, `room cpu per page: lobby X %, alone Y %, p2p Z %, sfu W % (renderer);
// chromium p2p A %, sfu B %`.
//
//   npx nx run-many -t build -p web api && npm run bench:room-cpu
//
// The production api on loopback (embedded PGlite, its local Janus) and Debian's Chromium with
// its fake camera (1280×720 at 30 frames a second, what the app asks for) and microphone, inside
// a loopback-only network namespace. Why it matters: six pages no longer fitted two cores in the
// SFU's e2e spec (docs/live-room.md), and a person's laptop runs the same page.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { API_BUNDLE, startApi } from './support/api-process.mjs';
import { runInsideLoopbackNamespace } from './support/loopback.mjs';
import {
  decoding,
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

const WINDOW_S = Number(process.env.ROOM_CPU_BENCH_WINDOW_S ?? 15);
/** After a page joins or a room changes, before its window opens. */
const SETTLE_S = 5;

runInsideLoopbackNamespace();

for (const file of [API_BUNDLE, 'apps/web/dist/index.html']) {
  if (!existsSync(file)) {
    console.error(
      `${file} is missing: run npx nx run-many -t build -p web api first`,
    );
    process.exit(1);
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const CLOCK_TICKS = 100;

/** CPU seconds of every Chromium process on the machine (the bench runs the only one). */
function chromiumCpuSeconds() {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name)))
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'chromium')
        continue;
      // The fields after the command's closing parenthesis: utime and stime are 12th and 13th.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // a process that ended meanwhile
    }
  return ticks / CLOCK_TICKS;
}

async function metricsOf(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return async () =>
    Object.fromEntries(
      (await cdp.send('Performance.getMetrics')).metrics.map((m) => [
        m.name,
        m.value,
      ]),
    );
}

/** The window's shares of one core: per page (mean) and all of Chromium per page. */
async function measure(label, pages) {
  await sleep(SETTLE_S * 1000);
  const readers = await Promise.all(pages.map(metricsOf));
  const before = await Promise.all(readers.map((read) => read()));
  const chromiumBefore = chromiumCpuSeconds();
  const startedAt = Date.now();
  await sleep(WINDOW_S * 1000);
  const after = await Promise.all(readers.map((read) => read()));
  const seconds = (Date.now() - startedAt) / 1000;
  const chromium = (chromiumCpuSeconds() - chromiumBefore) / seconds;
  const share = (name) =>
    after.reduce(
      (sum, metrics, i) =>
        sum +
        (metrics[name] - before[i][name]) /
          (metrics.Timestamp - before[i].Timestamp),
      0,
    ) / pages.length;
  const result = {
    renderer: share('ProcessTime') * 100,
    mainThread: share('TaskDuration') * 100,
    script: share('ScriptDuration') * 100,
    chromium: (chromium / pages.length) * 100,
  };
  console.log(
    `${label}: renderer ${result.renderer.toFixed(1)} % of a core per page ` +
      `(main thread busy ${result.mainThread.toFixed(1)} %, script ${result.script.toFixed(1)} %); ` +
      `all of Chromium ${result.chromium.toFixed(1)} % per page (${pages.length} page${pages.length > 1 ? 's' : ''})`,
  );
  return result;
}

const api = await startApi({ driver: 'pglite', env: { REDIS_URL: undefined } });
const browser = await launchMediaBrowser();
try {
  const { cookie, headers } = await adminSession(api);
  const template = await stockTemplateId(api.base, headers);
  await upgradeTo(browser, api.base, cookie, 'professional');

  // Lobby, alone, then a call of two peer to peer.
  const p2pRoom = await createRoom(api.base, headers, template);
  const host = await openPage(browser, api.base, 'bench host', cookie);
  await host.goto(`/m/${p2pRoom}`, { waitUntil: 'domcontentloaded' });
  await host.getByLabel('your name').waitFor({ timeout: 60_000 });
  const lobby = await measure('lobby (camera preview)', [host]);
  await joinRoom(host, p2pRoom, 'bench host', { guest: false });
  const alone = await measure('alone in the room', [host]);
  const guest = await openPage(browser, api.base, 'bench guest');
  await joinRoom(guest, p2pRoom, 'bench guest');
  await Promise.all([decoding(host, 'the host'), decoding(guest, 'the guest')]);
  const p2p = await measure('two people peer to peer', [host, guest]);
  await Promise.all([host.context().close(), guest.context().close()]);

  // On the SFU: three people on sockets, then the two pages (the fifth person moves the room).
  const sfuRoom = await createRoom(api.base, headers, template);
  const seated = [];
  for (const n of [1, 2, 3])
    seated.push(await seatOverSocket(api.base, sfuRoom, `bench seat ${n}`));
  const sfuHost = await openPage(browser, api.base, 'bench host', cookie);
  await joinRoom(sfuHost, sfuRoom, 'bench host', { guest: false });
  const sfuGuest = await openPage(browser, api.base, 'bench guest');
  await joinRoom(sfuGuest, sfuRoom, 'bench guest');
  await Promise.all([
    decoding(sfuHost, 'the SFU host'),
    decoding(sfuGuest, 'the SFU guest'),
  ]);
  const modes = [await mediaModeOf(sfuHost), await mediaModeOf(sfuGuest)];
  if (modes.some((mode) => mode !== 'sfu'))
    throw new Error(`the room is not on the SFU: ${modes}`);
  const sfu = await measure('two pages and three seats on the SFU', [
    sfuHost,
    sfuGuest,
  ]);
  for (const person of seated) person.socket.close();

  const pct = (value) => `${value.toFixed(1)} %`;
  console.log(
    `room cpu per page: lobby ${pct(lobby.renderer)}, alone ${pct(alone.renderer)}, ` +
      `p2p ${pct(p2p.renderer)}, sfu ${pct(sfu.renderer)} (renderer); ` +
      `chromium p2p ${pct(p2p.chromium)}, sfu ${pct(sfu.chromium)}`,
  );
} finally {
  await browser.close();
  await api.close();
}
