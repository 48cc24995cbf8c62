// Rooms for the benches: a room from a template, the admin upgraded through the sandbox's
// checkout, and socket-only people (no media) who take seats (join.mjs, sfu.mjs).
import WebSocket from 'ws';
import { signIn } from './api-process.mjs';

/** The first admin signed in: the cookie, and headers for the api's JSON calls. */
export async function adminSession(api) {
  const cookie = await signIn(api.base, api.output);
  return {
    cookie,
    headers: {
      cookie,
      'content-type': 'application/json',
      'x-xsrf-token': 'bench',
    },
  };
}

/** The id of the stock template every account has. */
export async function stockTemplateId(base, headers) {
  const templates = await (
    await fetch(`${base}/api/v1/template/list`, { headers })
  ).json();
  return templates.find((t) => t.isStock).id;
}

export async function createRoom(base, headers, templateId) {
  const created = await fetch(`${base}/api/v1/meeting/room`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ templateId }),
  });
  if (created.status !== 201)
    throw new Error(`creating the room answered ${created.status}`);
  return (await created.json()).roomId;
}

/** The sandbox's test card (apps/web-e2e/src/support/plans.ts). */
const TEST_CARD = '4242 4242 4242 4242';

/** Upgrades the signed-in admin to `plan` through the sandbox checkout, in a page. */
export async function upgradeTo(browser, base, cookie, plan) {
  const context = await browser.newContext({ baseURL: base });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name, value] = pair.split('=');
      return { name, value, url: base };
    }),
  );
  const page = await context.newPage();
  await page.goto('/settings/subscription');
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: `upgrade to ${plan}` }).click(),
  ]);
  await checkout.getByLabel('card number').fill(TEST_CARD);
  await checkout.getByRole('button', { name: 'Pay' }).click();
  await checkout.waitForURL((url) => url.pathname === '/settings/subscription');
  await context.close();
}

/** One person in the room over its socket only (no media): answers once welcomed. */
export async function seatOverSocket(base, roomId, name) {
  const opened = await fetch(`${base}/m/${roomId}`);
  const cookies = opened.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]);
  const cookie = cookies.join('; ');
  const xsrf = cookies
    .find((pair) => pair.startsWith('XSRF-TOKEN='))
    ?.slice('XSRF-TOKEN='.length);
  const joined = await fetch(`${base}/api/v1/room/${roomId}/join`, {
    method: 'POST',
    headers: {
      cookie,
      'content-type': 'application/json',
      'x-xsrf-token': xsrf ?? '',
    },
    body: JSON.stringify({ displayName: name }),
  });
  if (joined.status !== 200)
    throw new Error(`${name}: join answered ${joined.status}`);
  const { ticket } = await joined.json();
  const socket = new WebSocket(
    `${base.replace(/^http/, 'ws')}/api/v1/room/${roomId}/socket`,
    { headers: { cookie } },
  );
  const modes = [];
  await new Promise((resolve, reject) => {
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'hello', ticket })),
    );
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.type === 'welcome' || frame.type === 'media')
        modes.push(frame.mediaMode);
      if (frame.type === 'welcome') resolve();
      if (frame.type === 'error') reject(new Error(`${name}: ${frame.code}`));
    });
    socket.on('error', reject);
  });
  return { socket, modes };
}
