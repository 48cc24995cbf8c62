// Error reporting (SPEC §1, ARCHITECTURE "error reporting"): with SENTRY_DSN the production app reports uncaught
// errors to Sentry with no default personal data, keeps a replay only of sessions that hit an error, and has
// performance monitoring on; without SENTRY_DSN it sends nothing. A local receiver stands in for Sentry.
import type { Page, Request } from 'playwright-core';
import { useBrowser } from './support/browser';
import {
  eventually,
  startSentryReceiver,
  summarize,
  type Envelope,
  type SentryReceiver,
} from './support/sentry-receiver';
import {
  baseUrl,
  startServer,
  stopServer,
  type RuumeServer,
} from './support/stack';

const KICK_DEFAULT_TEXT =
  'Please contact the meeting host if you believe this was a mistake.';

interface SentryEvent {
  event_id?: string;
  environment?: string;
  exception?: { values?: { type?: string; value?: string }[] };
  user?: Record<string, unknown>;
  sdk?: { settings?: { infer_ip?: string } };
  request?: { cookies?: unknown; headers?: Record<string, string> };
  contexts?: { replay?: { replay_id?: string } };
}

interface ReplayEvent {
  replay_id?: string;
  replay_type?: string;
  error_ids?: string[];
  user?: Record<string, unknown>;
}

interface RuntimeConfigInPage {
  sentryDsn?: string | null;
  sentryEnvironment?: string | null;
  publicUrl?: string;
}

function runtimeConfig(page: Page): Promise<RuntimeConfigInPage | undefined> {
  return page.evaluate(
    () =>
      (window as unknown as { __RUUME_CONFIG__?: RuntimeConfigInPage })
        .__RUUME_CONFIG__,
  );
}

/** Throws an uncaught error from a task of its own, as an app bug would. */
function throwUncaught(page: Page, message: string): Promise<void> {
  return page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);
}

/** Everything in the envelopes that identifies the visitor or lets Sentry do so (its IP address). */
function personalData(envelopes: Envelope[]): string[] {
  const found: string[] = [];
  const checkUser = (
    where: string,
    user: Record<string, unknown> | undefined,
  ) => {
    for (const key of ['ip_address', 'email', 'username', 'id']) {
      if (user?.[key] !== undefined && user[key] !== null)
        found.push(`${where}: user.${key} = ${JSON.stringify(user[key])}`);
    }
  };
  for (const envelope of envelopes) {
    if (envelope.header.sdk?.settings?.infer_ip === 'auto') {
      found.push(
        `envelope header: sdk.settings.infer_ip = 'auto' (Sentry stores the sender's IP address)`,
      );
    }
    for (const { header, payload } of envelope.items) {
      if (
        Buffer.isBuffer(payload) ||
        typeof payload !== 'object' ||
        payload === null
      )
        continue;
      const item = payload as SentryEvent & {
        attrs?: { ip_address?: string };
        ip_address?: string;
      };
      const where = `${header.type} item`;
      checkUser(where, item.user);
      if (item.sdk?.settings?.infer_ip === 'auto')
        found.push(`${where}: sdk.settings.infer_ip = 'auto'`);
      if (item.attrs?.ip_address !== undefined)
        found.push(`${where}: attrs.ip_address = ${item.attrs.ip_address}`);
      if (header.type === 'session' && item.ip_address !== undefined)
        found.push(`${where}: ip_address = ${item.ip_address}`);
      if (item.request?.cookies !== undefined)
        found.push(`${where}: request.cookies`);
      const headers = Object.keys(item.request?.headers ?? {}).map((h) =>
        h.toLowerCase(),
      );
      if (headers.includes('cookie'))
        found.push(`${where}: request.headers.Cookie`);
    }
  }
  return found;
}

function errorEvents(receiver: SentryReceiver, message: string): SentryEvent[] {
  return receiver
    .items('event')
    .map(({ item }) => item.payload as SentryEvent)
    .filter((event) =>
      event.exception?.values?.some((value) => value.value === message),
    );
}

/** Whether the page has a started Sentry client (and, with `replay`, its Replay integration), from the SDK's global carrier. */
function sentryClientStarted(page: Page, replay = false): Promise<boolean> {
  return page.evaluate(sentryProbe, replay);
}

function sentryProbe(needReplay: boolean): boolean {
  type Client = { getIntegrationByName(name: string): unknown };
  type Carrier = { version?: string } & Record<
    string,
    { defaultCurrentScope?: { getClient(): Client | undefined } }
  >;
  const carrier = (window as unknown as { __SENTRY__?: Carrier }).__SENTRY__;
  const client = carrier?.version
    ? carrier[carrier.version]?.defaultCurrentScope?.getClient()
    : undefined;
  return Boolean(
    client && (!needReplay || client.getIntegrationByName('Replay')),
  );
}

/**
 * Waits (bounded) until the app has started the Sentry SDK — and, with `replay`, added the Replay integration,
 * which the app loads after start-up — by looking for the SDK's client in its global carrier.
 */
async function waitForSentry(
  page: Page,
  { replay }: { replay: boolean },
): Promise<void> {
  try {
    await page.waitForFunction(sentryProbe, replay, { timeout: 20_000 });
  } catch (error) {
    throw new Error(
      `the app did not start the Sentry SDK${replay ? ' with the Replay integration' : ''}: ${(error as Error).message}`,
    );
  }
}

/** Opens /kick (a page that needs no data) and waits until error reporting is running. */
async function openAppWithSentryRunning(
  page: Page,
  { replay = false } = {},
): Promise<void> {
  await page.goto('/kick');
  await page.getByText(KICK_DEFAULT_TEXT).waitFor();
  await waitForSentry(page, { replay });
}

describe('error reporting with SENTRY_DSN', () => {
  let receiver: SentryReceiver;
  let server: RuumeServer;

  beforeAll(async () => {
    receiver = await startSentryReceiver();
    server = await startServer({
      label: 'sentry',
      env: { SENTRY_DSN: receiver.dsn, SENTRY_ENVIRONMENT: 'e2e' },
    });
  });

  afterAll(async () => {
    await stopServer(server);
    await receiver?.close();
  });

  const browser = useBrowser({ baseURL: () => server.url });

  beforeEach(() => receiver.clear());

  it('hands the DSN and environment to the app', async () => {
    const { page } = browser;
    await page.goto('/kick');
    await page.getByText(KICK_DEFAULT_TEXT).waitFor();
    expect(await runtimeConfig(page)).toMatchObject({
      sentryDsn: receiver.dsn,
      sentryEnvironment: 'e2e',
      publicUrl: server.url,
    });
  });

  it('reports an uncaught error, with no personal data', async () => {
    const { page } = browser;
    const message = 'e2e sentry probe';
    browser.allowErrors(/e2e sentry probe/);
    await openAppWithSentryRunning(page);

    await throwUncaught(page, message);

    const [event] = await eventually(
      () => {
        const events = errorEvents(receiver, message);
        return events.length > 0 ? events : undefined;
      },
      () =>
        `an event with exception value '${message}' (${summarize(receiver)})`,
    );
    expect(
      event.exception?.values?.find((v) => v.value === message)?.type,
    ).toBe('Error');
    expect(event.environment).toBe('e2e');

    const envelopeRequests = receiver.requests.filter((r) => r.envelope);
    expect(envelopeRequests.length).toBeGreaterThan(0);
    for (const request of receiver.requests) {
      expect(request.url).toMatch(/^\/api\/1\/envelope\/\?/);
      expect(
        new URL(request.url, 'http://receiver').searchParams.get('sentry_key'),
      ).toBe('publickey');
      expect(request.parseError).toBeUndefined();
    }
    expect(personalData(receiver.envelopes())).toEqual([]);
  });

  it('sends a replay of the session that hit the error (replays of other sessions are off)', async () => {
    const { page } = browser;
    const message = 'e2e sentry replay probe';
    browser.allowErrors(/e2e sentry replay probe/);
    await openAppWithSentryRunning(page, { replay: true });

    await throwUncaught(page, message);

    const replay = await eventually(
      () =>
        receiver
          .items('replay_event')
          .map(({ item }) => item.payload as ReplayEvent)[0],
      () =>
        `a replay_event after the error '${message}' (${summarize(receiver)})`,
    );
    // 'buffer' = recorded because an error happened; 'session' would mean ordinary sessions are replayed too.
    expect(replay.replay_type).toBe('buffer');
    await eventually(
      () => (receiver.items('replay_recording').length > 0 ? true : undefined),
      () => `a replay_recording (${summarize(receiver)})`,
    );
    const [event] = errorEvents(receiver, message);
    expect(event).toBeDefined();
    if (event?.event_id && replay.error_ids)
      expect(replay.error_ids).toContain(event.event_id);
    expect(personalData(receiver.envelopes())).toEqual([]);
  });

  it('has performance monitoring on: API calls carry the trace header', async () => {
    const { page } = browser;
    await openAppWithSentryRunning(page);

    const apiRequest = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/v1/health',
    );
    await page.evaluate(() =>
      fetch('/api/v1/health').then((response) => response.text()),
    );
    const request = await apiRequest;
    expect((await request.allHeaders())['sentry-trace']).toMatch(
      /^[0-9a-f]{32}-[0-9a-f]{16}(-[01])?$/,
    );
  });
});

describe('error reporting without SENTRY_DSN', () => {
  let receiver: SentryReceiver;

  beforeAll(async () => {
    receiver = await startSentryReceiver();
  });

  afterAll(async () => {
    await receiver?.close();
  });

  // The shared server of the run is started without any SENTRY_* variable. (Without a DSN the browser cannot
  // know the receiver; the checks that matter are that no SDK client starts and nothing leaves the origin.)
  const browser = useBrowser();

  it('sends nothing to any error-reporting service', async () => {
    const { page } = browser;
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    browser.allowErrors(/e2e sentry probe/);

    await page.goto('/kick');
    await page.getByText(KICK_DEFAULT_TEXT).waitFor();
    expect(await runtimeConfig(page)).toMatchObject({ sentryDsn: null });
    expect(await sentryClientStarted(page)).toBe(false);

    await throwUncaught(page, 'e2e sentry probe');
    await page.evaluate(() =>
      fetch('/api/v1/health').then((response) => response.text()),
    );
    await page.waitForLoadState('networkidle');
    // Give a (wrongly) started SDK the time it takes to flush an event.
    await page.waitForTimeout(3_000);

    const origin = new URL(baseUrl()).origin;
    const elsewhere = requests
      .map((r) => r.url())
      .filter(
        (url) =>
          !url.startsWith(origin) &&
          !url.startsWith('data:') &&
          !url.startsWith('blob:'),
      );
    expect(elsewhere).toEqual([]);
    expect(
      requests.map((r) => r.url()).filter((url) => url.includes('/envelope/')),
    ).toEqual([]);
    const traced = [];
    for (const request of requests) {
      if ((await request.allHeaders())['sentry-trace'])
        traced.push(request.url());
    }
    expect(traced).toEqual([]);
    expect(receiver.requests).toEqual([]);
  });
});
