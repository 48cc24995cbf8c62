// What a signed-out visitor sees when opening ruume's public routes (SPEC §2), on the real built stack.
import { pathOf, useBrowser, waitForPath } from './support/browser';
import { baseUrl } from './support/stack';

const NOT_FOUND_TEXT =
  'the page you are looking for does not exist or has been moved.';
const KICK_DEFAULT_TEXT =
  'Please contact the meeting host if you believe this was a mistake.';

describe('routing for a signed-out visitor', () => {
  const browser = useBrowser();

  it('shows the 404 page for an unknown path, and "back to home" leads to /dashboard, which sends to /login', async () => {
    const { page } = browser;
    // A page before the 404 one shows whether "back to home" replaced the 404 entry in history.
    await page.goto('/kick');
    await page.getByText(KICK_DEFAULT_TEXT).waitFor();

    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await page.getByText(NOT_FOUND_TEXT, { exact: true }).waitFor();

    const toDashboard = waitForPath(page, '/dashboard');
    await page.getByRole('button', { name: 'back to home' }).click();
    await toDashboard;
    await waitForPath(page, '/login');
    await page.getByText(NOT_FOUND_TEXT).waitFor({ state: 'detached' });

    // The 404 entry was replaced (by /dashboard, then /login): going back leaves the app's 404 behind.
    await page.goBack();
    await waitForPath(page, '/kick');
    await page.getByText(KICK_DEFAULT_TEXT).waitFor();
  });

  it('sends /dashboard to /login, replacing the history entry', async () => {
    const { page } = browser;
    await page.goto('/kick');
    await page.getByText(KICK_DEFAULT_TEXT).waitFor();

    await page.goto('/dashboard');
    await waitForPath(page, '/login');

    await page.goBack();
    await waitForPath(page, '/kick');
  });

  it('shows the kick reason with its first letter capitalised, and "Back to Home" goes to /dashboard', async () => {
    const { page } = browser;
    await page.goto('/kick?reason=spamming the chat');
    await page.getByText('Spamming the chat', { exact: true }).waitFor();
    expect(await page.getByText(KICK_DEFAULT_TEXT).count()).toBe(0);

    const toDashboard = waitForPath(page, '/dashboard');
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await toDashboard;
    // Signed out, the dashboard guard then sends the visitor to sign in.
    await waitForPath(page, '/login');
  });

  it('shows the default message on /kick without a reason', async () => {
    const { page } = browser;
    await page.goto('/kick');
    await page.getByText(KICK_DEFAULT_TEXT, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Back to Home' }).waitFor();
  });

  it('serves the app for a deep link to a share page', async () => {
    const { page } = browser;
    const response = await page.goto('/share/r/abc');
    // The server answers the deep link with the app (history fallback), not with its own 404.
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    expect(
      await page.evaluate(
        () =>
          typeof (window as { __RUUME_CONFIG__?: unknown }).__RUUME_CONFIG__,
      ),
    ).toBe('object');
    // ...and the app renders the share page for it, staying on the deep link: an unknown share
    // is the recording-not-found screen (SPEC §2), after the check answers 404.
    browser.allowErrors(/status of 404 \(Not Found\).*check-monetized/);
    await page.getByRole('heading', { name: 'recording not found' }).waitFor();
    await page
      .getByText('sorry, this recording is no longer available.')
      .waitFor();
    expect(pathOf(page)).toBe('/share/r/abc');

    // The share pages are an entry of their own: "back to home" leaves it for the app, which
    // sends a visitor who is not signed in from /dashboard to sign-in.
    await page.getByRole('button', { name: 'back to home' }).click();
    await waitForPath(page, '/login');
    await page.getByLabel('email').waitFor();
  });

  it('sends a path holding only a room id to /m/{roomId}, replacing the history entry', async () => {
    // The redirect's source path is '/:roomId' (libs/contracts routePatterns.bareRoom).
    const { page } = browser;
    await page.goto('/kick');
    await page.getByText(KICK_DEFAULT_TEXT).waitFor();

    // The lobby asks for the room and hears it does not exist: the redirect is what counts here.
    browser.allowErrors(/status of 404 \(Not Found\).*\/meeting\/team-standup/);
    await page.goto('/team-standup');
    await waitForPath(page, '/m/team-standup');

    await page.goBack();
    await waitForPath(page, '/kick');
  });

  it('sets the page title', async () => {
    const { page } = browser;
    await page.goto('/kick');
    await page.getByText(KICK_DEFAULT_TEXT).waitFor();
    expect(await page.title()).toMatch(/ruume/i);
  });
});

describe('the API behind the app', () => {
  it('reports health as JSON', async () => {
    const response = await fetch(`${baseUrl()}/api/v1/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      database: 'up',
    });
  });

  it('answers an unknown API path with a JSON 404, not with the app', async () => {
    const response = await fetch(`${baseUrl()}/api/v1/no/such/endpoint`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as {
      error?: unknown;
      message?: unknown;
    };
    expect(typeof body.message).toBe('string');
  });
});
