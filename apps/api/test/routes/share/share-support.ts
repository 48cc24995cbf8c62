// What the share tests build on: creators with an onboarded sandbox payments account on a
// chosen tier, recordings put straight into the database and storage, anonymous visitors each
// with an address of their own (the share calls are limited per address), and the sandbox's
// hosted checkout paid as a person pays it.
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { PlanTier } from '@ruume/contracts';
import type { PaymentEvent } from '../../../src/adapters/payments/payments';
import { newFileId, newFileKey } from '../../../src/adapters/storage/file-keys';
import { recordings } from '../../../src/db/schema';
import { signedInUser } from '../../support/accounts';
import { pathOfUrl } from '../../support/billing';
import type { Browser } from '../../support/browser';
import { type TestApp, XSRF } from '../../support/test-app';

const BACK = { returnUrlRoute: 'settings/monetization' };

/** A signed-in creator on `tier` whose sandbox payments account finished onboarding. */
export async function onboardedCreator(
  t: TestApp,
  tier: PlanTier = 'professional',
  names: { firstName?: string; lastName?: string } = {},
) {
  const { user, browser } = await signedInUser(t, {
    firstName: names.firstName ?? 'Cleo',
    lastName: names.lastName ?? 'Creator',
    planTier: tier,
  });
  const created = await browser.post('/api/v1/payment/stripe/account', BACK);
  expect(created.statusCode).toBe(200);
  const done = await t.app.inject({
    method: 'POST',
    url: pathOfUrl((created.json() as { url: string }).url),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      firstName: 'Cleo',
      lastName: 'Creator',
      country: 'CA',
      currency: 'cad',
    }).toString(),
  });
  expect(done.statusCode).toBe(303);
  return { user, browser };
}

const randomId = (bytes = 12) => randomBytes(bytes).toString('base64url');

/** A few bytes that stand for a video: the download routes stream whatever is stored. */
export const VIDEO_BYTES = Buffer.from(
  `\u0000\u0000\u0000\u0018ftypmp42-recording-${randomId()}-bytes`,
  'latin1',
);
export const POSTER_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('poster'),
  Buffer.from([0xff, 0xd9]),
]);

/** A recording row and its stored file (and poster), as the upload route leaves them. */
export async function insertRecording(
  t: TestApp,
  userId: string,
  values: Partial<typeof recordings.$inferInsert> & { poster?: boolean } = {},
) {
  const { poster = false, ...rest } = values;
  const id = newFileId();
  const fileKey = newFileKey('recordings', 'mp4', id);
  const posterKey = poster
    ? newFileKey('recordings', 'jpg', `${id}-poster`)
    : null;
  await t.app.services.storage.put(fileKey, VIDEO_BYTES, 'video/mp4');
  if (posterKey)
    await t.app.services.storage.put(posterKey, POSTER_BYTES, 'image/jpeg');
  const [row] = await t.database.db
    .insert(recordings)
    .values({
      userId,
      shareId: randomId(16),
      name: 'team sync',
      fileKey,
      posterKey,
      contentType: 'video/mp4',
      sizeBytes: VIDEO_BYTES.length,
      ...rest,
    })
    .returning();
  return row;
}

/** Prices in cents with their currency, as the recordings module stores a monetization setting. */
export const priced = (cents: number, currency: 'usd' | 'cad' = 'usd') => ({
  monetizeAmountCents: cents,
  monetizeCurrency: currency,
});
export const tipped = (cents: number, currency: 'usd' | 'cad' = 'usd') => ({
  donationAmountCents: cents,
  donationCurrency: currency,
});

let addresses = 0;

/**
 * An anonymous visitor from an address of its own, holding the XSRF cookie as the web app does.
 * The share calls are rate-limited per address, so tests never eat each other's allowance.
 */
export function visitor(t: TestApp) {
  addresses += 1;
  const remoteAddress = `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
  const request = (
    method: 'GET' | 'POST',
    url: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      remoteAddress,
      cookies: XSRF.cookies,
      headers: {
        ...(method === 'POST' ? XSRF.headers : {}),
        ...options.headers,
      },
      payload: options.body as object | undefined,
    });
  return {
    remoteAddress,
    get: (url: string, headers?: Record<string, string>) =>
      request('GET', url, { headers }),
    post: (url: string, body?: unknown, headers?: Record<string, string>) =>
      request('POST', url, { body, headers }),
  };
}
export type Visitor = ReturnType<typeof visitor>;

/** The body of a checkout call for `shareId`, as the share page sends it (SPEC §7). */
export const checkoutBody = (
  t: TestApp,
  shareId: string,
  paymentType: 'Recording' | 'Donation',
  email?: string,
) => ({
  shareId,
  shareUrl: `${t.config.publicUrl}/share/r/${shareId}`,
  paymentType,
  ...(email !== undefined && { email }),
  successUrlRoute: `share/r/${shareId}/download`,
  cancelUrlRoute: `share/r/${shareId}`,
});

/** The sandbox checkout session behind a checkout URL. */
export const sessionIdOf = (url: string) =>
  new URL(url).pathname.split('/').pop() ?? '';

/** Pays a sandbox checkout page with the test card, as the buyer's browser does. */
export async function payCheckout(
  t: TestApp,
  url: string,
  email = '',
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: pathOfUrl(url),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      email,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
    }).toString(),
  });
}

/** Collects every provider event the app applies, to deliver one again. */
export function recordEvents(t: TestApp): PaymentEvent[] {
  const events: PaymentEvent[] = [];
  t.app.services.payments.events.subscribe(async (event) => {
    events.push(event);
  });
  return events;
}

/** A checkout for `shareId` paid in full: the buyer is back on the success route. */
export async function buy(
  t: TestApp,
  who: Visitor,
  shareId: string,
  paymentType: 'Recording' | 'Donation',
  email?: string,
) {
  const started = await who.post(
    '/api/v1/payment/checkout/session/recording',
    checkoutBody(t, shareId, paymentType, email),
  );
  expect(started.statusCode).toBe(200);
  const { url } = started.json() as { url: string };
  const paid = await payCheckout(t, url, email ?? 'donor@example.com');
  expect(paid.statusCode).toBe(303);
  return { url, sessionId: sessionIdOf(url), paid };
}

export type { Browser };
