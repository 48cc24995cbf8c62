// A server restarted on the same DATA_DIR (existing, already migrated database) comes back healthy and serves
// the app. This needs no app data; that data a user created survives the restart is added with issue 3
// (sign up / create something, restart, see it again), once there are flows to create data through.
import { useBrowser } from './support/browser';
import { startServer, stopServer, type RuumeServer } from './support/stack';

const NOT_FOUND_TEXT = 'the page you are looking for does not exist or has been moved.';

describe('restarting the server on the same data directory', () => {
  let first: RuumeServer | undefined;
  let second: RuumeServer | undefined;

  beforeAll(async () => {
    first = await startServer({ label: 'restart-1' });
  });

  afterAll(async () => {
    await first?.stop();
    await stopServer(second ?? first); // both use the same data directory: this removes it
  });

  const browser = useBrowser({ baseURL: () => (second ?? first)?.url ?? 'about:blank' });

  it('serves the app before the restart', async () => {
    const { page } = browser;
    await page.goto('/no/such/page');
    await page.getByText(NOT_FOUND_TEXT, { exact: true }).waitFor();
  });

  it('stops on SIGTERM and starts again on the same DATA_DIR, healthy, serving the app', async () => {
    if (!first) throw new Error('the first server did not start');
    // A clean shutdown (what a deploy or a load balancer's drain sends): exit code 0, not killed.
    expect(await first.stop()).toEqual({ code: 0, signal: null });

    second = await startServer({ label: 'restart-2', dataDir: first.dataDir });
    const health = await fetch(`${second.url}/api/v1/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'up' });

    const page = await browser.newPage(second.url);
    await page.goto('/no/such/page');
    await page.getByText(NOT_FOUND_TEXT, { exact: true }).waitFor();
  });
});
