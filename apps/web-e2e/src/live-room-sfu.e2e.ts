// The SFU end to end: a professional room grows past peer-to-peer and everyone moves to the
// api's local Janus (started by the server, ICE on the namespace's veth pair:
// tools/e2e/loopback-netns.mjs); three Chromium pages with fake cameras decode each other's video
// through it, and again after Janus is killed (the api starts it again; nobody reloads); a
// removed guest's media stops for everyone; the room refuses its 16th person. Three people on
// sockets take the room past four: six Chromium pages needed about three of the two cores (load
// average over 20; a sixth lobby took over 20 s to load, a sixth camera's first key frame never
// reached the host), which no wait makes up for. The test kills the server's Janus, so this spec
// runs alone on a server of its own (the e2e target's serial run, apps/web-e2e/serial-specs.cjs).
import { readFileSync } from 'node:fs';
import { join as joinPath } from 'node:path';
import type { Page } from 'playwright-core';
import { signInThroughForm } from './support/accounts';
import { ApiSession } from './support/api-session';
import { useBrowser } from './support/browser';
import {
  decodesVideoFrom,
  eventually,
  explainedBy,
  flowingFrom,
  inRoom,
  join,
  mediaModeOf,
  roomPage,
} from './support/live-room';
import { upgradeTo } from './support/plans';
import { stockRoomOf } from './support/rooms';
import { socketParticipant } from './support/room-socket';
import {
  firstAdmin,
  startServer,
  stopServer,
  type RuumeServer,
} from './support/stack';

/** TIER_FEATURES.professional.participants in libs/contracts/src/tiers/tier-features.ts. */
const PROFESSIONAL_PARTICIPANTS = 15;

/** Marks a page, to tell later that it was not reloaded. */
const mark = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __notReloaded?: boolean }).__notReloaded = true;
  });
const stillMarked = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __notReloaded?: boolean }).__notReloaded,
  );

describe('a room on the SFU', () => {
  let server: RuumeServer | undefined;
  beforeAll(async () => {
    server = await startServer({ label: 'sfu' });
  });
  afterAll(() => stopServer(server));
  const base = () => server?.url ?? 'about:blank';
  const browser = useBrowser({ media: true, baseURL: base });
  const guestPage = () => roomPage(() => browser.newPage());
  let upgraded = false;

  /** The first admin, professional, signed in on the first page, in a fresh stock room. */
  async function professionalHost() {
    if (!server) throw new Error('the server did not start');
    const account = firstAdmin(server);
    const hostPage = await roomPage(async () => browser.page);
    await signInThroughForm(hostPage, account.email, account.password);
    if (!upgraded) {
      await upgradeTo(hostPage, hostPage.context(), 'professional');
      upgraded = true;
    }
    const api = new ApiSession(base());
    await api.signIn(account.email, account.password);
    return { hostPage, roomId: await stockRoomOf(api) };
  }

  it('three pages and three seats on the SFU decode each other through Janus; a removed guest’s media stops for everyone', async () => {
    const { hostPage, roomId } = await professionalHost();
    await join(hostPage, roomId);
    await inRoom(hostPage, roomId);
    // Three people on sockets (no media) take the room past peer-to-peer with the pages.
    const seated = [];
    for (const n of [2, 3, 4])
      seated.push(await socketParticipant(base(), roomId, `seat ${n}`));
    try {
      expect(seated.map((person) => person.answer)).toEqual([
        'welcome',
        'welcome',
        'welcome',
      ]);
      await decodeEachOtherThroughJanus(hostPage, roomId);
    } finally {
      for (const person of seated) person.close();
    }
  }, 300_000);

  async function decodeEachOtherThroughJanus(hostPage: Page, roomId: string) {
    const guests: Page[] = [];
    for (const name of ['ada', 'eli']) {
      const guest = await guestPage();
      await join(guest, roomId, `${name} guest`);
      await inRoom(guest, roomId);
      guests.push(guest);
    }
    const everyone = [hostPage, ...guests];
    for (const [index, page] of everyone.entries())
      await decodesVideoFrom(page, 2, `page ${index + 1}`);
    for (const page of everyone) expect(await mediaModeOf(page)).toBe('sfu');

    // Janus dies mid-call: everyone reconnects to the Janus the api starts again, without a reload.
    for (const page of everyone) await mark(page);
    browser.allowErrors(/WebSocket/);
    const janusPid = Number(
      readFileSync(
        joinPath(server?.dataDir ?? '', 'janus', 'janus.pid'),
        'utf8',
      ),
    );
    const killedAt = Date.now();
    process.kill(janusPid, 'SIGKILL');
    const backAfter = await Promise.all(
      everyone.map((page, index) =>
        explainedBy(page, () =>
          eventually(
            `page ${index + 1} decodes the two other pages again`,
            () => flowingFrom(page),
            (ids) => ids.length === 2,
            60_000,
          ),
        ).then(() => Date.now() - killedAt),
      ),
    );
    // Said, not asserted (the figure of docs/benchmarks.md is measured on a quiet machine).
    console.info(
      `the three pages decoded each other again ${Math.max(...backAfter)} ms after Janus was killed (each sample takes 3 s)`,
    );
    for (const page of everyone) expect(await stillMarked(page)).toBe(true);

    // The host removes eli: nobody receives eli's video any more.
    const eli = guests[1];
    browser.allowErrors(/403 \(Forbidden\) \[.*\/api\/v1\/room\/.*\/join\]/);
    await hostPage
      .getByRole('button', { name: /^people/ })
      .first()
      .click();
    await hostPage.getByRole('button', { name: 'remove eli guest' }).click();
    await hostPage
      .getByRole('dialog')
      .getByRole('button', { name: 'remove' })
      .click();
    await eli.waitForURL((url) => url.pathname === '/kick');
    for (const [index, page] of everyone.slice(0, 2).entries())
      await explainedBy(page, () =>
        eventually(
          `page ${index + 1} decodes only the other page still in the room`,
          () => flowingFrom(page),
          (ids) => ids.length === 1,
          30_000,
        ),
      );
  }

  it('holds the professional cap: the 16th person is told the room is full', async () => {
    const { hostPage, roomId } = await professionalHost();
    await join(hostPage, roomId, undefined, { camera: false });
    await inRoom(hostPage, roomId);
    const seated = [];
    try {
      for (let n = 2; n <= PROFESSIONAL_PARTICIPANTS; n++) {
        const person = await socketParticipant(base(), roomId, `seat ${n}`);
        seated.push(person);
        expect([n, person.answer]).toEqual([n, 'welcome']);
      }
      browser.allowErrors(/409 \(Conflict\) \[.*\/api\/v1\/room\/.*\/join\]/);
      const sixteenth = await guestPage();
      await sixteenth.goto(`/m/${roomId}`, { waitUntil: 'domcontentloaded' });
      await sixteenth
        .getByText('this room is full')
        .first()
        .waitFor({ timeout: 60_000 });
      const refused = await socketParticipant(base(), roomId, 'seat 16');
      expect(refused.answer).toBe('ROOM_FULL');
    } finally {
      for (const person of seated) person.close();
    }
  });
});
