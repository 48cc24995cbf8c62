// The live room's page helpers, shared by its specs (live-room, live-room-restart): pages that
// expose their peer statistics, joining from the lobby, and waiting for video to flow.
import type { Page } from 'playwright-core';
import { waitForPath } from './browser';

/**
 * A room page's window with its e2e hook (set by roomPage's flag): what these tests read of
 * libs/room's e2e/e2e-hook.ts, as a black-box client sees it.
 */
export type RoomWindow = Window & {
  __ruumeRoom?: {
    mediaMode: 'mesh' | 'sfu' | 'watch' | null;
    diagnostics(): unknown;
    receivedVideos(): Promise<unknown>;
    rtpStats(): Promise<unknown>;
    layerBudget(): unknown;
  };
};

export const sleep = (ms: number) =>
  new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until `done` holds (bounded), and returns the last value read. */
export async function eventually<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > deadline)
      throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await sleep(250);
    value = await read();
  }
  return value;
}

/**
 * What the media helpers need of a page: running a function in it. Playwright's pages
 * (Chromium) and Puppeteer's (Firefox, support/firefox.ts) both have it.
 */
export interface InPage {
  evaluate<R>(pageFunction: () => R | Promise<R>): Promise<R>;
}

export type PeerStats = Record<
  string,
  { framesDecoded: number; bytesReceived: number }
>;

export const peerStats = (page: InPage): Promise<PeerStats> =>
  page.evaluate(async () => {
    const room = (
      window as unknown as { __ruumeRoom?: { peerStats(): Promise<unknown> } }
    ).__ruumeRoom;
    return ((await room?.peerStats()) ?? {}) as PeerStats;
  });

/** The people whose video `page` decodes, and keeps decoding over a few seconds. */
export async function flowingFrom(page: InPage): Promise<string[]> {
  const before = await peerStats(page);
  await sleep(3000);
  const after = await peerStats(page);
  return Object.keys(after).filter(
    (id) => (after[id]?.framesDecoded ?? 0) > (before[id]?.framesDecoded ?? 0),
  );
}

/** Every one of `peers` other people's video is being decoded on `page`, and keeps coming. */
export async function decodesVideoFrom(
  page: InPage,
  peers: number,
  who: string,
  /** Other pages whose media a failure also shows (the publishers), by name. */
  others: Record<string, InPage> = {},
) {
  await explainedBy(
    page,
    async () => {
      const first = await eventually(
        `${who} decodes video from ${peers} people`,
        () => peerStats(page),
        (stats) =>
          Object.values(stats).filter((s) => s.framesDecoded > 0).length >=
          peers,
      );
      // Rising from one read to the next: a connection made again (after a restart) counts
      // from zero, below what the old one had decoded.
      let previous = first;
      await eventually(
        `${who}'s decoded frames keep rising`,
        () => peerStats(page),
        (stats) => {
          const rising = Object.keys(first).every(
            (id) =>
              (stats[id]?.framesDecoded ?? 0) >
              (previous[id]?.framesDecoded ?? 0),
          );
          previous = stats;
          return rising;
        },
        20_000,
      );
    },
    others,
  );
}

/** How many frames a page's `<video>` has shown. */
const framesShown = (page: Page, label: string) =>
  page
    .getByLabel(label, { exact: true })
    .and(page.locator('video'))
    .evaluate(
      (video: HTMLVideoElement) =>
        video.getVideoPlaybackQuality().totalVideoFrames,
    );

/** The video named `label` ("ada's screen") plays on `page`: it shows frames and new ones keep coming. */
export async function showsVideo(page: Page, label: string) {
  await explainedBy(page, async () => {
    let previous = await eventually(
      `${label} shows frames`,
      () => framesShown(page, label),
      (frames) => frames > 0,
    );
    await eventually(
      `${label} keeps showing new frames`,
      () => framesShown(page, label),
      (frames) => {
        const rising = frames > previous;
        previous = frames;
        return rising;
      },
      20_000,
    );
  });
}

/** How media flows for `page` now: 'mesh' (peer to peer), 'sfu', 'watch' or null. */
export const mediaModeOf = (page: InPage) =>
  page.evaluate(() => (window as RoomWindow).__ruumeRoom?.mediaMode ?? null);

/** Runs `check`; when it fails, the error says where the page's media stands. */
export async function explainedBy<T>(
  page: InPage,
  check: () => Promise<T>,
  others: Record<string, InPage> = {},
): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof Error) {
      error.message += `\nthe page's media: ${await mediaStateOf(page)}`;
      for (const [who, other] of Object.entries(others))
        error.message += `\n${who}'s media: ${await mediaStateOf(other)}`;
    }
    throw error;
  }
}

/** Where a page's media stands, as its e2e hook tells it (for a failure's message). */
const mediaStateOf = (page: InPage) =>
  page
    .evaluate(async () => {
      const room = (window as RoomWindow).__ruumeRoom;
      return {
        mediaMode: room?.mediaMode,
        sfu: room?.diagnostics(),
        // The layers each camera's tile wants, was asked and was sent, under the budget.
        videos: await room?.receivedVideos(),
        budget: room?.layerBudget(),
        rtp: await room?.rtpStats(),
      };
    })
    .then(
      (state) => JSON.stringify(state),
      (reason: unknown) => String(reason),
    );

/** A bound on a hung lobby, not a speed check (see join below). */
export const LOBBY_TIMEOUT_MS = 60_000;

/** A page whose room exposes its peer statistics (the e2e hook, docs/live-room-ui.md). */
export async function roomPage(open: () => Promise<Page>): Promise<Page> {
  const page = await open();
  await page.addInitScript(() => localStorage.setItem('ruume.e2e', '1'));
  return page;
}

/**
 * Joins from the lobby as `name` (a guest types it; a signed-in host has it prefilled),
 * with the camera off when asked (rooms of many people on a 2-core machine).
 */
export async function join(
  page: Page,
  roomId: string,
  name?: string,
  { camera = true } = {},
) {
  await page.goto(`/m/${roomId}`, { waitUntil: 'domcontentloaded' });
  const nameField = page.getByLabel('your name');
  // A bound on a hung lobby, not a speed check: with four pages already sending video to each
  // other on two cores, a fifth lobby has taken over 20 s to render.
  const lobby = { timeout: LOBBY_TIMEOUT_MS };
  if (name) await nameField.fill(name, lobby);
  else await nameField.waitFor(lobby);
  if (!camera) {
    const toggle = page.getByRole('switch', { name: 'camera' });
    await toggle.waitFor();
    if ((await toggle.getAttribute('aria-checked')) === 'true')
      await toggle.click();
  }
  await page.getByRole('button', { name: /^join/ }).first().click();
}

/** Comes to watch from the lobby as `name` (the audience: no camera, no microphone). */
export async function watch(page: Page, roomId: string, name: string) {
  await page.goto(`/m/${roomId}`, { waitUntil: 'domcontentloaded' });
  await page
    .getByRole('radio', { name: 'watch' })
    .click({ timeout: LOBBY_TIMEOUT_MS });
  await page.getByLabel('your name').fill(name);
  await page.getByRole('button', { name: 'watch now' }).click();
}

export async function inRoom(page: Page, roomId: string) {
  await waitForPath(page, `/meeting/${roomId}`);
  await page
    .locator('[data-testid="live-room"][data-phase="in-room"]')
    .waitFor();
}
