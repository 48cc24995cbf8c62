// Debian's firefox-esr for the specs that need a second engine beside Chromium (firefox.e2e.ts),
// driven by puppeteer-core over WebDriver BiDi: one Firefox per spec file with a fresh profile,
// a browser context per page (its own cookies: another person), and the same guard as
// support/browser.ts for console errors and uncaught page errors. No tool downloads a browser.
// Firefox keeps its default ICE settings but one (host addresses hidden behind mDNS names, as a
// person's Firefox has them); it needs a default route and an address that is not loopback to
// gather at all (tools/e2e/loopback-netns.mjs).
import { existsSync } from 'node:fs';
import puppeteer, {
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from 'puppeteer-core';
import { EXPECTED_ALWAYS } from './browser';
import { LOBBY_TIMEOUT_MS } from './live-room';

/** The Firefox binary: FIREFOX_PATH when set, else Debian's firefox-esr. */
export const firefoxPath = () =>
  process.env['FIREFOX_PATH'] || '/usr/bin/firefox-esr';

/**
 * A fake camera and microphone, granted without a prompt; ICE pairs with loopback addresses
 * (the namespace's Janus is on 127.0.0.2), as Chromium's --allow-loopback-in-peer-connection.
 * Firefox's own addresses stay hidden behind mDNS names.
 */
export const FAKE_MEDIA_PREFS = {
  'media.navigator.streams.fake': true,
  'media.navigator.permission.disabled': true,
  'media.peerconnection.ice.loopback': true,
};

export function launchFirefox(): Promise<Browser> {
  const executablePath = firefoxPath();
  if (!existsSync(executablePath))
    throw new Error(
      `Firefox not found at ${executablePath} — install it with: apt-get install -y firefox-esr`,
    );
  return puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    extraPrefsFirefox: FAKE_MEDIA_PREFS,
  });
}

export interface FirefoxFixture {
  /** A new page in a context of its own, at `path` of the base URL, its room's e2e hook on. */
  newRoomPage(path: string): Promise<Page>;
  /** Tolerate matching console/page errors for the rest of the current test. */
  allowErrors(...patterns: RegExp[]): void;
}

function describeConsole(message: ConsoleMessage): string {
  const where = message.location()?.url;
  return `firefox console.${message.type()}: ${message.text()}${where ? ` [${where}]` : ''}`;
}

/** Registers the spec file's hooks (one Firefox, pages closed and checked after each test). */
export function useFirefox(options: { baseURL: () => string }): FirefoxFixture {
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let problems: string[] = [];
  let allowed: RegExp[] = [];

  beforeAll(async () => {
    browser = await launchFirefox();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(() => {
    problems = [];
    allowed = [];
  });
  afterEach(async () => {
    await Promise.all(
      contexts.map((context) => context.close().catch(() => undefined)),
    );
    contexts = [];
    const tolerated = [...EXPECTED_ALWAYS, ...allowed];
    const unexpected = problems.filter(
      (problem) => !tolerated.some((pattern) => pattern.test(problem)),
    );
    if (unexpected.length > 0)
      throw new Error(
        `Firefox's pages reported unexpected errors:\n  ${unexpected.join('\n  ')}`,
      );
  });

  return {
    async newRoomPage(path) {
      if (!browser)
        throw new Error(
          'ruume e2e: Firefox is not running (beforeAll failed?)',
        );
      const context = await browser.createBrowserContext();
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(describeConsole(message));
      });
      page.on('pageerror', (error) =>
        problems.push(`firefox uncaught ${String(error)} [${page.url()}]`),
      );
      await page.evaluateOnNewDocument(() => {
        // Also runs in the first about:blank, which has no storage.
        if (location.protocol === 'http:')
          localStorage.setItem('ruume.e2e', '1');
      });
      await page.goto(new URL(path, options.baseURL()).href, {
        waitUntil: 'domcontentloaded',
      });
      return page;
    },
    allowErrors(...patterns) {
      allowed.push(...patterns);
    },
  };
}

const NAME_FIELD = '::-p-aria([name="your name"][role="textbox"])';

/** Joins from the lobby open on `page` as `name`, with the fake camera and microphone. */
export async function joinInFirefox(page: Page, name: string) {
  await page.locator(NAME_FIELD).setTimeout(LOBBY_TIMEOUT_MS).fill(name);
  await page.locator('::-p-aria([name="join now"][role="button"])').click();
}

/** Comes to watch from the lobby open on `page` as `name`. */
export async function watchInFirefox(page: Page, name: string) {
  await page
    .locator('::-p-aria([name="watch"][role="radio"])')
    .setTimeout(LOBBY_TIMEOUT_MS)
    .click();
  await page.locator(NAME_FIELD).fill(name);
  await page.locator('::-p-aria([name="watch now"][role="button"])').click();
}

export async function inRoomInFirefox(page: Page, roomId: string) {
  await page.waitForFunction(
    (path) => location.pathname === path,
    {},
    `/meeting/${roomId}`,
  );
  await page.waitForSelector('[data-testid="live-room"][data-phase="in-room"]');
}
