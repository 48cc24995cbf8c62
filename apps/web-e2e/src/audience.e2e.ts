// The audience end to end, through Janus (docs/audience.md), on a server of its own that
// runs alone (serial-specs.cjs: cameras and watchers keep two cores busy): a student room's stage
// of two cameras is watched by two Chromium pages that decode all of it through Streaming
// mountpoints (in large tiles, above the lowest simulcast layer) and a third watcher on a socket
// whose audience credential opens no VideoRoom; a raised hand invited on stage publishes and is
// seen by all, and sent back, their video stops; an audience fee is paid once through the
// sandbox and the receipt's link lets another browser watch; the 26th watcher of a student room
// is told the audience is full (25 cheap socket watchers hold the seats).
import type { Page } from 'playwright-core';
import { signInThroughForm } from './support/accounts';
import { ApiSession } from './support/api-session';
import { useBrowser, waitForPath } from './support/browser';
import { openJanusSession } from './support/janus-wire.cjs';
import {
  decodesVideoFrom,
  eventually,
  explainedBy,
  flowingFrom,
  inRoom,
  join,
  mediaModeOf,
  roomPage,
  watch,
} from './support/live-room';
import { receiptsTo } from './support/outbox';
import {
  connectPaymentsAccount,
  payWithTestCard,
  upgradeToStudent,
} from './support/plans';
import { socketParticipant } from './support/room-socket';
import { paidRoomOf, stockRoomOf } from './support/rooms';
import {
  firstAdmin,
  startServer,
  stopServer,
  type RuumeServer,
} from './support/stack';

/** TIER_FEATURES.student.audience in libs/contracts/src/tiers/tier-features.ts. */
const STUDENT_AUDIENCE = 25;

/** From this tile height the stage asks for more than the lowest layer (stage-layout.ts). */
const MIDDLE_LAYER_FROM_PX = 240;
/**
 * A quarter of the 720 px the app asks a camera for (acquire-media.ts): no lowest simulcast
 * layer is taller, so a video decoded taller is a higher layer.
 */
const LOWEST_LAYER_MAX_PX = 180;

/** The stage's camera videos on `page`: the height each is shown at and the height it decodes. */
const cameraVideos = (page: Page) =>
  page
    .locator('video[aria-label$="\'s video"]')
    .evaluateAll((videos: HTMLVideoElement[]) =>
      videos.map((video) => ({
        name: video.getAttribute('aria-label'),
        shown: video.clientHeight,
        decoded: video.videoHeight,
      })),
    );

/**
 * Whether the room offers to turn its sound on, and how the one media element of a watcher's
 * page plays (the host's, camera off: their voice).
 */
interface SoundState {
  offered: boolean;
  playing: boolean;
  muted: boolean;
}
const SOUND_STATE = `(() => {
  const video = document.querySelector('video');
  return {
    offered: document.body.innerText.includes('your browser paused the sound of the room'),
    playing: !!video && !video.paused,
    muted: !!video && video.muted,
  };
})()`;

/**
 * Evaluates in the page over the DevTools protocol as a script of its own: Playwright runs its
 * evaluations and waits as a user gesture, which would let the page play sound.
 */
async function readUnclicked<T>(page: Page, expression: string): Promise<T> {
  const devtools = await page.context().newCDPSession(page);
  try {
    const { result } = await devtools.send('Runtime.evaluate', {
      expression,
      returnByValue: true,
    });
    return result.value as T;
  } finally {
    await devtools.detach();
  }
}

describe('the audience', () => {
  let server: RuumeServer | undefined;
  beforeAll(async () => {
    server = await startServer({ label: 'audience' });
  });
  afterAll(() => stopServer(server));
  const base = () => server?.url ?? 'about:blank';
  const dataDir = () => server?.dataDir ?? '';
  const browser = useBrowser({ media: true, baseURL: base });
  const newPage = () => roomPage(() => browser.newPage());
  const done = { student: false, payments: false };

  /** The server's first admin, a student (with a payments account when asked), signed in on the first page. */
  async function studentHost({ payments = false } = {}) {
    if (!server) throw new Error('the server did not start');
    const { page, context } = browser;
    const host = firstAdmin(server);
    await signInThroughForm(page, host.email, host.password);
    if (!done.student) {
      await upgradeToStudent(page, context);
      done.student = true;
    }
    if (payments && !done.payments) {
      await connectPaymentsAccount(page);
      done.payments = true;
    }
    const api = new ApiSession(base());
    await api.signIn(host.email, host.password);
    return { hostPage: await roomPage(async () => page), api };
  }

  it('watchers decode the stage through Janus and cannot publish; a raised hand invited on stage is seen by all, and sent back, by nobody', async () => {
    const { hostPage, api } = await studentHost();
    const roomId = await stockRoomOf(api);
    await join(hostPage, roomId);
    await inRoom(hostPage, roomId);
    const ana = await newPage();
    await join(ana, roomId, 'ana on stage');
    await inRoom(ana, roomId);
    const stage = [hostPage, ana];
    const watchers: Page[] = [];
    for (const name of ['wim', 'xia']) {
      const watcher = await newPage();
      await watch(watcher, roomId, `${name} watching`);
      await inRoom(watcher, roomId);
      watchers.push(watcher);
    }
    // A third watcher on a socket: a seat in the audience, and its credential tried below.
    const zed = await socketParticipant(base(), roomId, 'zed watching', {
      as: 'audience',
    });
    try {
      expect(zed.answer).toBe('welcome');

      for (const [index, watcher] of watchers.entries()) {
        await decodesVideoFrom(watcher, 2, `watcher ${index + 1}`);
        expect(await mediaModeOf(watcher)).toBe('watch');
        // Nothing to send with: no microphone or camera control.
        expect(
          await watcher
            .getByRole('button', { name: /microphone|camera/ })
            .count(),
        ).toBe(0);
      }
      // Their tiles are large: each camera comes at a higher layer than the lowest.
      const sharp = await explainedBy(watchers[0], () =>
        eventually(
          'watcher 1 decodes the stage above its lowest layer in large tiles',
          () => cameraVideos(watchers[0]),
          (videos) =>
            videos.length === 2 &&
            videos.every(
              (video) =>
                video.shown >= MIDDLE_LAYER_FROM_PX &&
                video.decoded > LOWEST_LAYER_MAX_PX,
            ),
        ),
      );
      // Said, not asserted: which layer depends on the tile and on what the camera sends.
      console.info(
        `watcher 1 decodes ${sharp.map((v) => `${v.name} at ${v.decoded} px high in a ${v.shown} px tile`).join(', ')}`,
      );
      // The stage is on the SFU (a room with an audience is) and sees itself, not the audience.
      for (const [index, page] of stage.entries()) {
        await decodesVideoFrom(page, 1, `stage ${index + 1}`);
        expect(await mediaModeOf(page)).toBe('sfu');
      }
      await explainedBy(hostPage, () =>
        hostPage.getByText('3 watching').first().waitFor(),
      );

      // A raised hand comes on stage: after their camera step, everyone decodes them too.
      const [wim, xia] = watchers as [Page, Page];
      await wim.getByRole('button', { name: 'raise hand' }).click();
      await hostPage
        .getByRole('button', { name: /^people/ })
        .first()
        .click();
      await hostPage
        .getByRole('button', { name: 'invite on stage: wim watching' })
        .click();
      const invitation = wim.getByRole('dialog', { name: 'come on stage?' });
      await invitation.getByRole('switch', { name: 'camera' }).waitFor();
      await invitation.getByRole('button', { name: 'join the stage' }).click();
      await eventually(
        'wim publishes on the stage',
        () => mediaModeOf(wim),
        (mode) => mode === 'sfu',
      );
      const decodes = (page: Page, who: string, count: number) =>
        explainedBy(page, () =>
          eventually(
            `${who} decodes ${count} people`,
            () => flowingFrom(page),
            (ids) => ids.length === count,
            45_000,
          ),
        );
      for (const [index, page] of stage.entries())
        await decodes(page, `stage ${index + 1}`, 2);
      await decodes(xia, 'watcher 2', 3);
      await decodes(wim, 'wim on stage', 2);

      // Sent back to the audience: nobody receives wim's video any more, and wim watches again.
      await hostPage
        .getByRole('button', { name: 'move to audience: wim watching' })
        .click();
      await eventually(
        'wim watches again',
        () => mediaModeOf(wim),
        (mode) => mode === 'watch',
      );
      for (const [index, page] of stage.entries())
        await decodes(page, `stage ${index + 1}`, 1);
      await decodes(xia, 'watcher 2', 2);
      await decodes(wim, 'wim watching', 2);

      // An audience credential reaches the Streaming plugin and nothing else: no VideoRoom to
      // publish into, whatever its client does.
      const access = zed.welcome?.watch as { url: string; token: string };
      const janus = await openJanusSession(access.url, {
        token: access.token,
      });
      try {
        await expect(
          janus.attach('janus.plugin.streaming'),
        ).resolves.toBeDefined();
        await expect(janus.attach('janus.plugin.videoroom')).rejects.toThrow(
          /janus:/,
        );
      } finally {
        await janus.close();
      }
    } finally {
      zed.close();
    }
  }, 240_000);

  it('an audience fee is paid once, and the receipt’s link lets another browser watch', async () => {
    const { hostPage, api } = await studentHost({ payments: true });
    const roomId = await paidRoomOf(api, {
      name: 'paid lecture',
      audienceFee: '3.00',
    });
    await join(hostPage, roomId, undefined, { camera: false });
    await inRoom(hostPage, roomId);
    const payer = `wes.watcher.${Date.now()}@example.com`;

    const watcher = await newPage();
    await watcher.goto(`/m/${roomId}`, { waitUntil: 'domcontentloaded' });
    await watcher.getByText('watching costs $3.00.').waitFor();
    await watcher.getByRole('radio', { name: 'watch' }).click();
    await watcher.getByLabel('your name').fill('wes watcher');
    await watcher.getByLabel('your email').fill(payer);
    // The join answers that the fee is unpaid (402, which the browser logs); the checkout opens.
    browser.allowErrors(
      /402 \(Payment Required\) \[.*\/api\/v1\/room\/.*\/join\]/,
    );
    await watcher.getByRole('button', { name: 'pay $3.00 and watch' }).click();
    await watcher.getByLabel('card number').waitFor();
    await payWithTestCard(watcher);
    await waitForPath(watcher, `/m/${roomId}`);
    await watcher.getByText('payment received').waitFor();
    await watcher.getByRole('button', { name: 'watch now' }).click();
    await inRoom(watcher, roomId);
    expect(await mediaModeOf(watcher)).toBe('watch');

    // Back to the room in a document nobody has clicked (away to another page and back: the tab
    // keeps its pass), so the browser refuses sound: the host's voice plays muted, the room
    // offers the sound once, and one click turns it on.
    await watcher.goto('/api/v1/health');
    await watcher.goto(`/meeting/${roomId}`, { waitUntil: 'domcontentloaded' });
    await eventually(
      'the room playing muted and offering the sound',
      () => readUnclicked<SoundState>(watcher, SOUND_STATE),
      (state) => state.offered && state.playing && state.muted,
    );
    await watcher.getByRole('button', { name: 'turn on sound' }).click();
    await eventually(
      'the room playing with sound',
      () => readUnclicked<SoundState>(watcher, SOUND_STATE),
      (state) => !state.offered && state.playing && !state.muted,
    );

    // One receipt, worded for watching, whose link is the way back in as the audience.
    const receipts = await receiptsTo(dataDir(), payer);
    expect(receipts.map((mail) => mail.subject)).toEqual([
      'your ruume receipt: paid lecture',
    ]);
    const link = new URL(receipts[0].links[0]);
    expect(link.pathname).toBe(`/m/${roomId}`);
    expect(link.searchParams.get('as')).toBe('audience');

    const again = await newPage();
    await again.goto(`${link.pathname}${link.search}`, {
      waitUntil: 'domcontentloaded',
    });
    await again.getByText('welcome back').waitFor();
    await again.getByLabel('your name').fill('wes on a phone');
    expect(await again.getByLabel('your email').count()).toBe(0);
    await again.getByRole('button', { name: 'watch now' }).click();
    await inRoom(again, roomId);

    // Charged once: the host's sales hold one audience ticket.
    const sales =
      await api.get<{ kind: string; purchases: number }[]>('/api/v1/sales');
    expect(
      sales.body
        .filter((sale) => sale.kind === 'audience-entry')
        .map((sale) => sale.purchases),
    ).toEqual([1]);
  }, 240_000);

  it(`a student room's audience holds ${STUDENT_AUDIENCE}: the next watcher is told it is full`, async () => {
    const { hostPage, api } = await studentHost();
    const roomId = await stockRoomOf(api);
    await join(hostPage, roomId, undefined, { camera: false });
    await inRoom(hostPage, roomId);
    const seated = [];
    try {
      for (let n = 1; n <= STUDENT_AUDIENCE; n++) {
        const watcher = await socketParticipant(
          base(),
          roomId,
          `watcher ${n}`,
          { as: 'audience' },
        );
        seated.push(watcher);
        expect([n, watcher.answer]).toEqual([n, 'welcome']);
      }
      const next = await newPage();
      await next.goto(`/m/${roomId}`, { waitUntil: 'domcontentloaded' });
      await next.getByRole('radio', { name: 'watch' }).click();
      await next.getByText('the audience is full').first().waitFor();
      expect(
        await next.getByRole('button', { name: 'watch now' }).isDisabled(),
      ).toBe(true);
      const refused = await socketParticipant(base(), roomId, 'one more', {
        as: 'audience',
      });
      expect(refused.answer).toBe('ROOM_AUDIENCE_FULL');
      // A seat on the stage is another matter: the room still takes a participant.
      const participant = await socketParticipant(base(), roomId, 'on stage');
      seated.push(participant);
      expect(participant.answer).toBe('welcome');
    } finally {
      for (const person of seated) person.close();
    }
  }, 180_000);
});
