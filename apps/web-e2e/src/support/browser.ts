// One Chromium per spec file, a fresh context (cookies, storage) per test, and a guard that fails the test when
// the page logs a console error or throws an uncaught error nobody expected.
import {
  chromium,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from 'playwright-core';
import { chromiumLaunchOptions, FAKE_MEDIA_ARGS } from './chromium.cjs';
import { baseUrl } from './stack';

export function launchBrowser({ media = false } = {}): Promise<Browser> {
  const options = chromiumLaunchOptions();
  if (media) options.args.push(...FAKE_MEDIA_ARGS);
  return chromium.launch(options);
}

/**
 * Page problems every test tolerates: what a signed-out visitor's browser reports for the start-up session check
 * (SPEC §4: the app asks for the current user; §8: the failure is logged as 'User not authenticated').
 */
export const EXPECTED_ALWAYS: RegExp[] = [
  /status of 401 \(Unauthorized\) \[.*\/api\/v1\/auth\/me\]/,
  /User not authenticated/,
];

export interface BrowserFixture {
  /** The current test's page (new context per test). */
  readonly page: Page;
  readonly context: BrowserContext;
  readonly browser: Browser;
  /** Console errors and uncaught page errors seen so far in this test, formatted. */
  readonly problems: readonly string[];
  /** Tolerate matching console/page errors for the rest of the current test. */
  allowErrors(...patterns: RegExp[]): void;
  /** Opens another context+page in the same browser; closed and checked with the test's own. */
  newPage(baseURL?: string): Promise<Page>;
}

export interface BrowserFixtureOptions {
  /** Base URL for page.goto('/path'); default: the shared server. Read when each test starts. */
  baseURL?: () => string;
  viewport?: { width: number; height: number };
  /** The browsers' IANA time zone (every context of the file); default: the machine's. */
  timezoneId?: string;
  /** Fake camera and microphone with permission granted (live-room specs). */
  media?: boolean;
}

function describeConsole(message: ConsoleMessage): string {
  const where = message.location()?.url;
  return `console.${message.type()}: ${message.text()}${where ? ` [${where}]` : ''}`;
}

/**
 * Registers beforeAll/afterAll/beforeEach/afterEach hooks in the calling spec file and returns the fixture.
 */
export function useBrowser(
  options: BrowserFixtureOptions = {},
): BrowserFixture {
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let page: Page | undefined;
  let problems: string[] = [];
  let allowed: RegExp[] = [];

  async function openContext(url: string): Promise<Page> {
    if (!browser)
      throw new Error(
        'ruume e2e: the browser is not running (did beforeAll fail?)',
      );
    const context = await browser.newContext({
      baseURL: url,
      viewport: options.viewport ?? { width: 1280, height: 800 },
      timezoneId: options.timezoneId,
      ...(options.media ? { permissions: ['camera', 'microphone'] } : {}),
    });
    contexts.push(context);
    // Bounded waits for locators and navigations, well below Jest's per-test timeout, so a missing text
    // fails with Playwright's description of what it waited for.
    context.setDefaultTimeout(20_000);
    context.on('console', (message) => {
      if (message.type() === 'error') problems.push(describeConsole(message));
    });
    context.on('weberror', (webError) => {
      const error = webError.error();
      problems.push(
        `uncaught ${error.name}: ${error.message} [${webError.page()?.url() ?? 'unknown page'}]`,
      );
    });
    return context.newPage();
  }

  beforeAll(async () => {
    browser = await launchBrowser({ media: options.media });
  });

  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    problems = [];
    allowed = [];
    contexts = [];
    page = await openContext((options.baseURL ?? baseUrl)());
  });

  afterEach(async () => {
    await Promise.all(
      contexts.map((context) => context.close().catch(() => undefined)),
    );
    contexts = [];
    page = undefined;
    const tolerated = [...EXPECTED_ALWAYS, ...allowed];
    const unexpected = problems.filter(
      (problem) => !tolerated.some((pattern) => pattern.test(problem)),
    );
    if (unexpected.length > 0) {
      throw new Error(
        `the page reported unexpected errors:\n  ${unexpected.join('\n  ')}`,
      );
    }
  });

  return {
    get page() {
      if (!page) throw new Error('ruume e2e: no page outside a test');
      return page;
    },
    get context() {
      if (!page) throw new Error('ruume e2e: no context outside a test');
      return page.context();
    },
    get browser() {
      if (!browser) throw new Error('ruume e2e: the browser is not running');
      return browser;
    },
    get problems() {
      return problems;
    },
    allowErrors(...patterns: RegExp[]) {
      allowed.push(...patterns);
    },
    newPage(url?: string) {
      return openContext(url ?? (options.baseURL ?? baseUrl)());
    },
  };
}

/** Waits for an SPA or full navigation to a URL whose path is exactly `pathname`. */
export function waitForPath(page: Page, pathname: string): Promise<void> {
  return page.waitForURL((url) => url.pathname === pathname);
}

/** The current URL's path. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}
