// Recording end to end, through the server's local Janus: a professional host and a
// guest in a peer-to-peer room; the host records (the room moves to the SFU, both see the rec
// badge), the guest shares their screen, someone in the lobby is told, the host's tab reloads
// and the recording goes on; ten seconds in, the host stops it, and the api restarts while it
// is composed. The MP4 lands in the host's recordings with a poster and about ten seconds; it
// has one video and one audio stream, and its middle frame shows the screen large (the fake
// screen's bright green) beside both cameras (the fake camera's darker green). The api restarts,
// so this spec runs alone on a server of its own (apps/web-e2e/serial-specs.cjs).
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { signInThroughForm } from './support/accounts';
import { ApiSession } from './support/api-session';
import { useBrowser } from './support/browser';
import {
  decodesVideoFrom,
  eventually,
  inRoom,
  join,
  mediaModeOf,
  roomPage,
  sleep,
} from './support/live-room';
import { upgradeTo } from './support/plans';
import { stockRoomOf } from './support/rooms';
import {
  firstAdmin,
  REPO_ROOT,
  startServer,
  stopServer,
  type RuumeServer,
} from './support/stack';

const run = promisify(execFile);
const RECORDED_MS = 10_000;

/** The composed file's streams and duration. */
async function probe(path: string) {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-of', 'json'],
    ...['-show_entries', 'stream=codec_type:format=duration', path],
  ]);
  const info = JSON.parse(stdout) as {
    streams: Array<{ codec_type: string }>;
    format: { duration: string };
  };
  return {
    kinds: info.streams.map((s) => s.codec_type).sort(),
    duration: Number(info.format.duration),
  };
}

/** The average colour of a region (fractions of the frame) of the frame at `seconds`. */
async function colourOf(
  path: string,
  seconds: number,
  region: { x: number; y: number; w: number; h: number },
): Promise<[number, number, number]> {
  const { stdout } = await run(
    'ffmpeg',
    [
      ...['-v', 'error', '-ss', String(seconds), '-i', path],
      ...['-frames:v', '1', '-vf', 'scale=128:72'],
      ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
    ],
    { encoding: 'buffer', maxBuffer: 1 << 20 },
  );
  const sum = [0, 0, 0];
  let count = 0;
  for (let y = Math.round(region.y * 72); y < (region.y + region.h) * 72; y++)
    for (
      let x = Math.round(region.x * 128);
      x < (region.x + region.w) * 128;
      x++
    ) {
      const at = (y * 128 + x) * 3;
      for (let c = 0; c < 3; c++) sum[c] += stdout[at + c];
      count++;
    }
  return sum.map((v) => Math.round(v / count)) as [number, number, number];
}

/**
 * Sets the account's used storage to the business allowance, in a stopped server's database
 * (PGlite, in a child process: it loads as an ES module, which Jest's runtime does not).
 */
async function fillStorage(dataDir: string, email: string) {
  const script = `
    import { PGlite } from '@electric-sql/pglite';
    const [dir, email] = process.argv.slice(1);
    const db = await PGlite.create(dir);
    await db.query('update users set recording_storage_used = $1 where email = $2', [${1000 * 1000 ** 3}, email]);
    await db.close();`;
  await run(
    process.execPath,
    ['--input-type=module', '-e', script, joinPath(dataDir, 'db'), email],
    { cwd: REPO_ROOT },
  );
}

const badge = (page: Page) =>
  page.getByRole('timer', { name: 'this meeting is being recorded' });

describe('recording a meeting', () => {
  let first: RuumeServer | undefined;
  let second: RuumeServer | undefined;
  beforeAll(async () => {
    first = await startServer({ label: 'recording-1' });
  });
  afterAll(async () => {
    await first?.stop();
    await stopServer(second ?? first);
  });
  const base = () => (second ?? first)?.url ?? 'about:blank';
  const browser = useBrowser({ media: true, baseURL: base });

  it('records two people and a screen through Janus into the host’s library, across a reload and an api restart', async () => {
    if (!first) throw new Error('the server did not start');
    const account = firstAdmin(first);
    const hostPage = await roomPage(async () => browser.page);
    await signInThroughForm(hostPage, account.email, account.password);
    await upgradeTo(hostPage, hostPage.context(), 'professional');
    const api = new ApiSession(base());
    await api.signIn(account.email, account.password);
    const roomId = await stockRoomOf(api);

    await join(hostPage, roomId);
    await inRoom(hostPage, roomId);
    const guest = await roomPage(() => browser.newPage());
    await join(guest, roomId, 'screen guest');
    await inRoom(guest, roomId);

    // Recording starts: everyone sees the badge, the room moves to the SFU.
    // Wide screens name the controls by their short word (the full label is their title).
    await hostPage.getByRole('button', { name: 'record', exact: true }).click();
    for (const page of [hostPage, guest]) await badge(page).waitFor();
    await expectMediaMode(guest, 'sfu');
    await guest.getByRole('button', { name: 'share', exact: true }).click();
    await decodesVideoFrom(hostPage, 1, 'the host');
    const startedAt = Date.now();

    // Someone in the lobby is told before joining.
    const lobby = await browser.newPage();
    await lobby.goto(`/m/${roomId}`, { waitUntil: 'domcontentloaded' });
    await lobby.getByText('this meeting is being recorded').waitFor();
    await lobby.close();

    // The host's tab reloads: the recording goes on, and they see it still runs.
    await hostPage.reload({ waitUntil: 'domcontentloaded' });
    await inRoom(hostPage, roomId);
    await badge(hostPage).waitFor();
    await badge(guest).waitFor();

    await sleep(Math.max(0, RECORDED_MS - (Date.now() - startedAt)));
    await hostPage.getByRole('button', { name: 'stop recording' }).click();
    await badge(guest).waitFor({ state: 'detached' });

    // The api restarts while the recording is composed (its job under way, with progress): the
    // stopping api queues the job again, the new one composes it.
    await eventually(
      'the composition under way',
      async () => {
        const answer = await hostPage.request.get(
          '/api/v1/meeting-recording/processing',
        );
        const { processing } = (await answer.json()) as {
          processing: Array<{ progress: number | null }>;
        };
        return processing[0]?.progress ?? null;
      },
      (progress) => progress !== null,
      60_000,
    );
    // The restarted server's local Janus listens on another port than the page's CSP names:
    // the open pages cannot reach it until they load again (a deployment's Janus keeps its URL).
    browser.allowErrors(
      /WebSocket|ERR_CONNECTION_REFUSED|Failed to load resource|Content Security Policy/,
    );
    await first.stop();
    // While it is down, the host's storage fills up (as if they had uploaded that much): the
    // composed recording still lands (what was recorded is kept), a new one is refused.
    await fillStorage(first.dataDir, account.email);
    second = await startServer({
      label: 'recording-2',
      dataDir: first.dataDir,
      port: first.port,
    });

    await hostPage.goto('/settings/recordings', {
      waitUntil: 'domcontentloaded',
    });
    const recording = await eventually(
      'the composed recording in the library',
      async () => {
        const list = await hostPage.request.get(
          '/api/v1/meeting-recording/list',
        );
        const [found] = (await list.json()) as Array<{
          shareId: string;
          name: string;
          posterUrl: string | null;
          durationSeconds: number | null;
          meeting: { id: string } | null;
        }>;
        return found ?? null;
      },
      (found) => found !== null,
      120_000,
    );
    if (!recording) throw new Error('no recording');
    expect(recording.meeting).not.toBeNull();
    expect(recording.posterUrl).not.toBeNull();
    expect(recording.durationSeconds).toBeGreaterThan(8);
    expect(recording.durationSeconds).toBeLessThan(25);
    await hostPage.getByText(recording.name).first().waitFor();

    const file = await hostPage.request.get(
      `/api/v1/meeting-recording/download/${recording.shareId}`,
    );
    const dir = await mkdtemp(joinPath(tmpdir(), 'ruume-e2e-recording-'));
    const path = joinPath(dir, 'meeting.mp4');
    await writeFile(path, await file.body());
    const composed = await probe(path);
    expect(composed.kinds).toEqual(['audio', 'video']);

    // The screen large on the left, the two cameras in the column on the right with the
    // layout's dark background between them (Chromium's fake screen and cameras are both
    // green). Looked for every half second from the middle on: the host's reload leaves a gap
    // in their camera (their tile shows their name then), longer on a loaded machine.
    const green = ([r, g, b]: number[]) => g > r + 40 && g > b + 40;
    const dark = ([r, g, b]: number[]) => Math.max(r, g, b) < 60;
    const regions = [
      { x: 0.1, y: 0.3, w: 0.5, h: 0.4, holds: green },
      { x: 0.8, y: 0.17, w: 0.15, h: 0.15, holds: green },
      { x: 0.8, y: 0.67, w: 0.15, h: 0.15, holds: green },
      { x: 0.8, y: 0.45, w: 0.15, h: 0.1, holds: dark },
    ];
    const laidOutAt = async (seconds: number) => {
      for (const { holds, ...region } of regions)
        if (!holds(await colourOf(path, seconds, region))) return false;
      return true;
    };
    const times: number[] = [];
    for (
      let at = composed.duration / 2;
      at < composed.duration - 0.5;
      at += 0.5
    )
      times.push(at);
    for (let at = composed.duration / 2 - 0.5; at > 0.5; at -= 0.5)
      times.push(at);
    let laidOut: number | null = null;
    for (const at of times) {
      if (await laidOutAt(at)) {
        laidOut = at;
        break;
      }
    }
    expect(laidOut).not.toBeNull();

    // A full storage: the record control says why instead of recording.
    await join(hostPage, roomId);
    await inRoom(hostPage, roomId);
    await hostPage.getByRole('button', { name: 'record', exact: true }).click();
    await hostPage
      .getByText("the host's recording storage is full", { exact: false })
      .first()
      .waitFor();
  });
});

async function expectMediaMode(page: Page, mode: 'sfu' | 'mesh') {
  await eventually(
    `media mode ${mode}`,
    () => mediaModeOf(page),
    (current) => current === mode,
    20_000,
  );
}
