// A server restarted on the same DATA_DIR (existing, already migrated database) comes back healthy, serves the
// app, and keeps what users created: an account registered before the restart still exists afterwards (its
// email is taken, its confirmation link from the outbox still works, its password signs in), and the first admin
// is not created a second time.
import {
  PASSWORD,
  currentUserInPage,
  signInThroughForm,
  uniqueEmail,
} from './support/accounts';
import { ApiSession } from './support/api-session';
import { useBrowser } from './support/browser';
import { waitForOutboxMail } from './support/outbox';
import {
  announcedFirstAdmin,
  firstAdmin,
  startServer,
  stopServer,
  type AdminCredentials,
  type RuumeServer,
} from './support/stack';

const NOT_FOUND_TEXT =
  'the page you are looking for does not exist or has been moved.';

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

  const browser = useBrowser({
    baseURL: () => (second ?? first)?.url ?? 'about:blank',
  });

  const email = uniqueEmail('rita.restart');
  let admin: AdminCredentials | undefined;
  let registered = false;

  it('serves the app before the restart', async () => {
    const { page } = browser;
    await page.goto('/no/such/page');
    await page.getByText(NOT_FOUND_TEXT, { exact: true }).waitFor();
  });

  it('announces the first admin on the first start, and takes a registration', async () => {
    if (!first) throw new Error('the first server did not start');
    admin = firstAdmin(first);
    expect(admin.email).toBe('admin@ruume.local');

    const visitor = new ApiSession(first.url);
    await visitor.open('/register');
    const answer = await visitor.post('/api/v1/auth/register', {
      email,
      password: PASSWORD,
      firstName: 'Rita',
      lastName: 'Restart',
    });
    expect(answer).toEqual({ status: 204, body: '' });
    registered = true;
    // Without SMTP the confirmation mail is kept in DATA_DIR/outbox (sent in the background).
    await waitForOutboxMail(
      first.dataDir,
      (mail) => mail.to === email,
      `to ${email}`,
    );
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

  it('does not create the first admin again: the second start announces none, and the first password still works', async () => {
    if (!second || !admin)
      throw new Error('the restart or the first start did not complete');
    expect(announcedFirstAdmin(second)).toBeNull();
    expect(second.output()).not.toContain('there were no accounts');

    const session = new ApiSession(second.url);
    await session.signIn(admin.email, admin.password);
    const me = await session.get<{ email: string; role: string }>(
      '/api/v1/auth/me',
    );
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: admin.email, role: 'ADMIN' });
  });

  it('keeps the account registered before the restart', async () => {
    if (!second || !first || !registered)
      throw new Error('the registration or the restart did not complete');
    // The email is still taken: registering it again answers like a new address (the pending
    // account gets its link again) and makes no second account.
    const visitor = new ApiSession(second.url);
    await visitor.open('/register');
    const again = await visitor.post<{ error?: string }>(
      '/api/v1/auth/register',
      {
        email,
        password: PASSWORD,
        firstName: 'Rita',
        lastName: 'Again',
      },
    );
    expect(again.status).toBe(204);

    // The link mailed before the restart still confirms the address. It names the first server's PUBLIC_URL
    // (the same DATA_DIR now answers at another port), so open its path and query on the second server.
    const mail = await waitForOutboxMail(
      second.dataDir,
      (m) => m.to === email,
      `to ${email}`,
    );
    const mailed = mail.links.find((l) =>
      l.includes('/auth/register/verify?token='),
    );
    if (!mailed)
      throw new Error(
        `no verification link in the outbox mail: ${JSON.stringify(mail.links)}`,
      );
    const link = new URL(mailed);
    expect(link.origin).toBe(first.url);
    const { page } = browser;
    await page.goto(`${second.url}${link.pathname}${link.search}`);
    await page
      .getByRole('heading', { name: 'your email is confirmed' })
      .waitFor();

    // And the password chosen before the restart signs in, in a fresh browser.
    const fresh = await browser.newPage(second.url);
    await signInThroughForm(fresh, email, PASSWORD);
    expect((await currentUserInPage(fresh)).body).toMatchObject({
      email,
      firstName: 'rita',
    });
  });
});
