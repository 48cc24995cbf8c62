// SPEC §7's share calls, the public downloads and the creator's sales, on PGlite and
// PostgreSQL, with the sandbox payments provider: every call for bad input and unknown ids,
// amounts only ever from the recording, the platform fee per tier, and download tokens that
// open one recording for a while and nothing else.
import { eq } from 'drizzle-orm';
import {
  API_ERRORS,
  accessResultSchema,
  monetizationCheckSchema,
  creatorSalesListSchema,
} from '@ruume/contracts';
import { recordings, sales as salesTable } from '../../../src/db/schema';
import { SHARE_CALLS_PER_MINUTE } from '../../../src/routes/share';
import {
  DOWNLOAD_TOKEN_PURPOSE,
  DOWNLOAD_TOKEN_TTL_MS,
} from '../../../src/routes/share/service';
import { createUser, signedInUser } from '../../support/accounts';
import { Browser } from '../../support/browser';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FEATURE_DRIVERS } from '../../support/test-database';
import {
  buy,
  checkoutBody,
  insertRecording,
  onboardedCreator,
  priced,
  sessionIdOf,
  tipped,
  VIDEO_BYTES,
  visitor,
} from './share-support';

const CHECK_MONETIZED = '/api/v1/meeting-recording/check-monetized';
const CHECK_ACCESS = '/api/v1/meeting-recording/check-access';
const CHECKOUT = '/api/v1/payment/checkout/session/recording';
const SALES = '/api/v1/sales';
const free = (shareId: string) => `/api/v1/download/public/free/${shareId}`;
const paid = (token: string) => `/api/v1/download/public/paid/${token}`;

const errorOf = (code: keyof typeof API_ERRORS) => ({
  error: code,
  message: API_ERRORS[code].message,
});

describe.each(FEATURE_DRIVERS)(
  'sharing and selling recordings (%s)',
  (driver) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ driver });
    });
    afterAll(() => t.close());

    /** A purchase row as a completed checkout leaves it. */
    const purchase = async (
      recording: typeof recordings.$inferSelect,
      email: string,
      paymentType: 'Recording' | 'Donation' = 'Recording',
    ) => {
      await t.database.db.insert(salesTable).values({
        checkoutId: `cs_test_${Math.random().toString(36).slice(2)}`,
        productKind: 'recording',
        productId: recording.id,
        productName: recording.name,
        creatorId: recording.userId,
        paymentType: paymentType === 'Recording' ? 'purchase' : 'donation',
        buyerEmail: email,
        currency: 'usd',
        grossCents: 500,
        feeCents: 100,
        netCents: 400,
      });
    };

    describe('check-monetized', () => {
      it('says whether the recording has a price and takes donations', async () => {
        const { user } = await onboardedCreator(t);
        const who = visitor(t);
        const cases = [
          [
            {},
            {
              isMonetizeAmountSet: false,
              isDonationAmountSet: false,
              isForSaleNow: false,
            },
          ],
          [
            priced(499),
            {
              isMonetizeAmountSet: true,
              isDonationAmountSet: false,
              isForSaleNow: true,
            },
          ],
          [
            tipped(300),
            {
              isMonetizeAmountSet: false,
              isDonationAmountSet: true,
              isForSaleNow: false,
            },
          ],
          [
            { ...priced(499), ...tipped(300) },
            {
              isMonetizeAmountSet: true,
              isDonationAmountSet: true,
              isForSaleNow: true,
            },
          ],
        ] as const;
        for (const [values, expected] of cases) {
          const { shareId } = await insertRecording(t, user.id, values);
          const response = await who.post(CHECK_MONETIZED, { shareId });
          expect(response.statusCode).toBe(200);
          expect(monetizationCheckSchema.parse(response.json())).toEqual(
            expected,
          );
        }
      });

      it('offers no donation the creator cannot take, but keeps the price', async () => {
        // No payments account at all, and an onboarded one on a tier without file sales.
        const plain = await createUser(t, { planTier: 'professional' });
        const house = await onboardedCreator(t, 'house');
        for (const creator of [plain, house.user]) {
          const { shareId } = await insertRecording(t, creator.id, {
            ...priced(499),
            ...tipped(300),
          });
          const response = await visitor(t).post(CHECK_MONETIZED, { shareId });
          expect(response.json()).toEqual({
            isMonetizeAmountSet: true,
            isDonationAmountSet: false,
            isForSaleNow: false,
          });
        }
      });

      it('answers 404 RECORDING_NOT_FOUND for an unknown share id, 400 for a malformed one', async () => {
        const who = visitor(t);
        const unknown = await who.post(CHECK_MONETIZED, { shareId: 'nope' });
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toEqual(errorOf('RECORDING_NOT_FOUND'));
        for (const body of [
          {},
          { shareId: '' },
          { shareId: 'a/b' },
          { shareId: 7 },
        ]) {
          const response = await who.post(CHECK_MONETIZED, body);
          expect(response.statusCode).toBe(400);
          expect(response.json().error).toBe('VALIDATION_ERROR');
        }
      });
    });

    describe('check-access', () => {
      it('grants a buyer a token for that recording, by email in any case', async () => {
        const { user } = await onboardedCreator(t);
        const recording = await insertRecording(t, user.id, priced(499));
        await purchase(recording, 'buyer@example.com');
        const who = visitor(t);

        const response = await who.post(CHECK_ACCESS, {
          shareId: recording.shareId,
          email: '  Buyer@Example.COM ',
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        const result = accessResultSchema.parse(response.json());
        expect(result.accessGranted).toBe(true);
        const download = await who.get(paid(result.token ?? ''));
        expect(download.statusCode).toBe(200);
        expect(download.rawPayload).toEqual(VIDEO_BYTES);
      });

      it('refuses other emails, donors, and buyers of another recording', async () => {
        const { user } = await onboardedCreator(t);
        const recording = await insertRecording(t, user.id, priced(499));
        const other = await insertRecording(t, user.id, priced(499));
        await purchase(other, 'buyer@example.com');
        await purchase(recording, 'donor@example.com', 'Donation');
        const who = visitor(t);
        for (const email of [
          'buyer@example.com',
          'donor@example.com',
          'stranger@example.com',
        ]) {
          const response = await who.post(CHECK_ACCESS, {
            shareId: recording.shareId,
            email,
          });
          expect(response.statusCode).toBe(200);
          expect(response.json()).toEqual({
            accessGranted: false,
            token: null,
          });
        }
      });

      it('answers 404 for an unknown share id and 400 for bad input', async () => {
        const who = visitor(t);
        const unknown = await who.post(CHECK_ACCESS, {
          shareId: 'nope',
          email: 'buyer@example.com',
        });
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toEqual(errorOf('RECORDING_NOT_FOUND'));
        for (const body of [
          {},
          { shareId: 'abc' },
          { shareId: 'abc', email: 'not-an-email' },
          { shareId: 'abc', email: '' },
          { shareId: '../x', email: 'buyer@example.com' },
        ]) {
          const response = await who.post(CHECK_ACCESS, body);
          expect(response.statusCode).toBe(400);
          expect(response.json().error).toBe('VALIDATION_ERROR');
        }
      });

      it('is limited per address, and needs the XSRF pair', async () => {
        const { user } = await onboardedCreator(t);
        const { shareId } = await insertRecording(t, user.id, priced(499));
        const who = visitor(t);
        const body = { shareId, email: 'guess@example.com' };
        for (let i = 0; i < SHARE_CALLS_PER_MINUTE; i += 1) {
          expect((await who.post(CHECK_ACCESS, body)).statusCode).toBe(200);
        }
        const limited = await who.post(CHECK_ACCESS, body);
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toEqual(errorOf('RATE_LIMITED'));
        // Another address is not held back.
        expect((await visitor(t).post(CHECK_ACCESS, body)).statusCode).toBe(
          200,
        );

        const noXsrf = await t.app.inject({
          method: 'POST',
          url: CHECK_ACCESS,
          payload: body,
        });
        expect(noXsrf.statusCode).toBe(403);
        expect(noXsrf.json().error).toBe('XSRF_TOKEN_MISMATCH');
      });
    });

    describe('downloads', () => {
      it('streams a free recording with its name, and ranges of it', async () => {
        const { user } = await onboardedCreator(t);
        const { shareId } = await insertRecording(t, user.id, {
          name: 'Q3 "all hands": café/notes',
          ...tipped(200),
        });
        const who = visitor(t);
        const whole = await who.get(free(shareId));
        expect(whole.statusCode).toBe(200);
        expect(whole.headers['content-type']).toBe('video/mp4');
        expect(whole.headers['accept-ranges']).toBe('bytes');
        expect(whole.headers['cache-control']).toBe('private, no-store');
        expect(whole.headers['content-disposition']).toBe(
          `attachment; filename="Q3 all hands caf_ notes.mp4"; filename*=UTF-8''Q3%20all%20hands%20caf%C3%A9%20notes.mp4`,
        );
        expect(whole.rawPayload).toEqual(VIDEO_BYTES);

        const part = await who.get(free(shareId), { range: 'bytes=4-11' });
        expect(part.statusCode).toBe(206);
        expect(part.headers['content-range']).toBe(
          `bytes 4-11/${VIDEO_BYTES.length}`,
        );
        expect(part.rawPayload).toEqual(VIDEO_BYTES.subarray(4, 12));
      });

      it('refuses the free link of a priced recording, and unknown ids', async () => {
        const { user } = await onboardedCreator(t);
        const { shareId } = await insertRecording(t, user.id, priced(499));
        const who = visitor(t);
        const refused = await who.get(free(shareId));
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual(errorOf('RECORDING_NOT_FREE'));
        const unknown = await who.get(free('nope'));
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toEqual(errorOf('RECORDING_NOT_FOUND'));
        expect((await who.get(free('a%20b'))).statusCode).toBe(400);
      });

      it('shows a browser a readable page with a way back instead of JSON', async () => {
        const { user } = await onboardedCreator(t);
        const { shareId } = await insertRecording(t, user.id, priced(499));
        const browser = {
          accept:
            'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
        };
        const who = visitor(t);
        const page = await who.get(free(shareId), browser);
        expect(page.statusCode).toBe(403);
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(page.body).toContain(API_ERRORS.RECORDING_NOT_FREE.message);
        expect(page.body).toContain(
          `href="${t.config.publicUrl}/share/r/${shareId}"`,
        );
        const link = await who.get(paid('forged.token'), browser);
        expect(link.statusCode).toBe(403);
        expect(link.body).toContain(API_ERRORS.DOWNLOAD_LINK_INVALID.message);
      });

      it('opens the paid link only with a genuine, live token for that recording', async () => {
        const { user } = await onboardedCreator(t);
        const recording = await insertRecording(t, user.id, priced(499));
        const other = await insertRecording(t, user.id, priced(499));
        await purchase(recording, 'buyer@example.com');
        const who = visitor(t);
        const { token } = accessResultSchema.parse(
          (
            await who.post(CHECK_ACCESS, {
              shareId: recording.shareId,
              email: 'buyer@example.com',
            })
          ).json(),
        );
        expect(token).toBeTruthy();
        const genuine = token ?? '';
        expect((await who.get(paid(genuine))).statusCode).toBe(200);

        const tokens = t.app.services.signedTokens;
        const payload = {
          recordingId: recording.id,
          shareId: recording.shareId,
          email: 'buyer@example.com',
        };
        const [body, signature] = genuine.split('.');
        const decoded = JSON.parse(Buffer.from(body, 'base64url').toString());
        const reencode = (changed: object) =>
          `${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
        const refused = [
          // The payload changed under the same signature: another recording, a later expiry.
          reencode({ ...decoded, data: { ...payload, recordingId: other.id } }),
          reencode({ ...decoded, exp: decoded.exp + 24 * 60 * 60 * 1000 }),
          // A signature of another token.
          `${body}.${genuine.split('.')[1].replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
          // Expired.
          await tokens.sign(DOWNLOAD_TOKEN_PURPOSE, payload, -1),
          // Genuinely signed, but the ids do not belong together.
          await tokens.sign(
            DOWNLOAD_TOKEN_PURPOSE,
            { ...payload, shareId: other.shareId },
            DOWNLOAD_TOKEN_TTL_MS,
          ),
          // Signed for another purpose.
          await tokens.sign('room-ticket', payload, DOWNLOAD_TOKEN_TTL_MS),
          // Not a token of ours at all.
          'abc',
          'x.y',
        ];
        for (const forged of refused) {
          const response = await who.get(paid(forged));
          expect([forged, response.statusCode]).toEqual([forged, 403]);
          expect(response.json()).toEqual(errorOf('DOWNLOAD_LINK_INVALID'));
        }
        expect((await who.get(paid('a b'))).statusCode).toBe(400);
        // Longer than any token (the path parameter limit): refused before routing.
        const tooLong = await who.get(paid('x'.repeat(2049)));
        expect(tooLong.statusCode).toBe(414);

        // A recording deleted meanwhile is gone, token or not.
        await t.database.db
          .delete(recordings)
          .where(eq(recordings.id, recording.id));
        const gone = await who.get(paid(genuine));
        expect(gone.statusCode).toBe(404);
        expect(gone.json()).toEqual(errorOf('RECORDING_NOT_FOUND'));
      });

      it('makes tokens that last about a quarter of an hour', () => {
        expect(DOWNLOAD_TOKEN_TTL_MS).toBe(15 * 60 * 1000);
      });
    });

    describe('checkout', () => {
      it('charges the recording’s own price and donation, whatever the client sends', async () => {
        const { user } = await onboardedCreator(t);
        const { shareId } = await insertRecording(t, user.id, {
          ...priced(1299, 'cad'),
          ...tipped(350, 'usd'),
        });
        const sandbox = t.app.services.payments.sandbox;
        if (!sandbox) throw new Error('the tests run on the sandbox');
        const who = visitor(t);
        const cases = [
          ['Recording', 1299, 'cad', 'buyer@example.com'],
          ['Donation', 350, 'usd', undefined],
        ] as const;
        for (const [paymentType, amount, currency, email] of cases) {
          const response = await who.post(CHECKOUT, {
            ...checkoutBody(t, shareId, paymentType, email),
            // What a tampering client might add: never read.
            amount: 1,
            monetizeAmount: 0.01,
            currency: 'usd',
            applicationFeeAmount: 0,
          });
          expect(response.statusCode).toBe(200);
          const { url } = response.json() as { url: string };
          expect(url).toMatch(
            new RegExp(
              `^${t.config.publicUrl}/api/v1/payment/sandbox/checkout/cs_`,
            ),
          );
          const page = await sandbox.checkoutPage(sessionIdOf(url));
          expect(page).toMatchObject({
            state: 'open',
            checkout: {
              kind: 'payment',
              amount,
              currency,
              customerEmail: email ?? null,
              cancelUrl: `${t.config.publicUrl}/share/r/${shareId}`,
            },
          });
        }
      });

      it('takes the platform fee of the creator’s tier (student 10 %, professional 20 %, business 10 %)', async () => {
        const cases = [
          ['student', 999, 100],
          ['professional', 999, 200],
          ['business', 1000, 100],
        ] as const;
        for (const [tier, amount, fee] of cases) {
          const creator = await onboardedCreator(t, tier);
          const { shareId } = await insertRecording(t, creator.user.id, {
            name: `${tier} talk`,
            ...priced(amount),
          });
          await buy(t, visitor(t), shareId, 'Recording', `${tier}@example.com`);
          const sales = creatorSalesListSchema.parse(
            (await creator.browser.get(SALES)).json(),
          );
          expect(sales).toEqual([
            expect.objectContaining({
              kind: 'recording',
              productName: `${tier} talk`,
              purchases: 1,
              grossCents: amount,
              feeCents: fee,
              netCents: amount - fee,
            }),
          ]);
        }
      });

      it('refuses what cannot be bought: no price, no donations, a creator who cannot be paid', async () => {
        const seller = await onboardedCreator(t);
        const unpriced = await insertRecording(t, seller.user.id);
        const who = visitor(t);
        const notForSale = await who.post(
          CHECKOUT,
          checkoutBody(t, unpriced.shareId, 'Recording', 'buyer@example.com'),
        );
        expect(notForSale.statusCode).toBe(409);
        expect(notForSale.json()).toEqual(errorOf('NOT_FOR_SALE'));
        const noTips = await who.post(
          CHECKOUT,
          checkoutBody(t, unpriced.shareId, 'Donation'),
        );
        expect(noTips.statusCode).toBe(409);
        expect(noTips.json()).toEqual(errorOf('DONATIONS_OFF'));

        // No onboarded account (none, or not finished), or a tier without file sales (house).
        const none = await createUser(t, { planTier: 'professional' });
        const unfinished = await signedInUser(t, { planTier: 'professional' });
        await unfinished.browser.post('/api/v1/payment/stripe/account', {
          returnUrlRoute: 'settings/monetization',
        });
        const house = await onboardedCreator(t, 'house');
        for (const creator of [none, unfinished.user, house.user]) {
          const { shareId } = await insertRecording(t, creator.id, {
            ...priced(499),
            ...tipped(100),
          });
          for (const type of ['Recording', 'Donation'] as const) {
            const response = await who.post(
              CHECKOUT,
              checkoutBody(t, shareId, type, 'buyer@example.com'),
            );
            expect(response.statusCode).toBe(409);
            expect(response.json()).toEqual(errorOf('CREATOR_CANNOT_BE_PAID'));
          }
        }
      });

      it('refuses bad input with a 400 and unknown share ids with a 404', async () => {
        const { user } = await onboardedCreator(t);
        const { shareId } = await insertRecording(t, user.id, {
          ...priced(499),
          ...tipped(100),
        });
        const who = visitor(t);
        const valid = checkoutBody(
          t,
          shareId,
          'Recording',
          'buyer@example.com',
        );
        const bad = [
          { ...valid, email: undefined },
          { ...valid, email: 'nope' },
          { ...valid, paymentType: 'Gift' },
          { ...valid, successUrlRoute: 'https://evil.example/x' },
          { ...valid, cancelUrlRoute: '//evil.example' },
          { ...valid, shareUrl: 'javascript:alert(1)' },
          { ...valid, shareUrl: `${t.config.publicUrl}/share/r/other` },
          { ...valid, shareUrl: `${t.config.publicUrl}/settings` },
          { ...valid, shareId: 'a b' },
          {},
        ];
        for (const body of bad) {
          const response = await who.post(CHECKOUT, body);
          expect([body, response.statusCode]).toEqual([body, 400]);
          expect(response.json().error).toBe('VALIDATION_ERROR');
        }
        const unknown = await who.post(
          CHECKOUT,
          checkoutBody(t, 'unknown', 'Recording', 'buyer@example.com'),
        );
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toEqual(errorOf('RECORDING_NOT_FOUND'));
      });

      it('is limited per address', async () => {
        const { user } = await onboardedCreator(t);
        const { shareId } = await insertRecording(t, user.id, tipped(100));
        const who = visitor(t);
        for (let i = 0; i < SHARE_CALLS_PER_MINUTE; i += 1) {
          const response = await who.post(
            CHECKOUT,
            checkoutBody(t, shareId, 'Donation'),
          );
          expect(response.statusCode).toBe(200);
        }
        const limited = await who.post(
          CHECKOUT,
          checkoutBody(t, shareId, 'Donation'),
        );
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toEqual(errorOf('RATE_LIMITED'));
      });
    });

    describe('sales', () => {
      it('shows each creator only their own sales, per recording and currency', async () => {
        const creator = await onboardedCreator(t);
        const talk = await insertRecording(t, creator.user.id, {
          name: 'talk',
          ...priced(1000, 'usd'),
          ...tipped(500, 'cad'),
        });
        const other = await onboardedCreator(t);
        const theirs = await insertRecording(t, other.user.id, priced(700));
        const who = visitor(t);
        await buy(t, who, talk.shareId, 'Recording', 'a@example.com');
        await buy(t, who, talk.shareId, 'Recording', 'b@example.com');
        await buy(t, who, talk.shareId, 'Donation');
        await buy(t, who, theirs.shareId, 'Recording', 'c@example.com');

        const response = await creator.browser.get(SALES);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        const sales = creatorSalesListSchema.parse(response.json());
        expect(sales).toHaveLength(2);
        expect(sales).toEqual(
          expect.arrayContaining([
            {
              kind: 'recording',
              productId: talk.id,
              productName: 'talk',
              currency: 'usd',
              purchases: 2,
              donations: 0,
              grossCents: 2000,
              feeCents: 400,
              netCents: 1600,
            },
            {
              kind: 'recording',
              productId: talk.id,
              productName: 'talk',
              currency: 'cad',
              purchases: 0,
              donations: 1,
              grossCents: 500,
              feeCents: 100,
              netCents: 400,
            },
          ]),
        );

        // Deleted, the recording's sales stay under the name it had.
        await t.database.db
          .delete(recordings)
          .where(eq(recordings.id, talk.id));
        const kept = creatorSalesListSchema.parse(
          (await creator.browser.get(SALES)).json(),
        );
        expect(kept.map((s) => [s.productId, s.productName])).toEqual([
          [null, 'talk'],
          [null, 'talk'],
        ]);

        const stranger = await signedInUser(t);
        expect((await stranger.browser.get(SALES)).json()).toEqual([]);
        expect((await new Browser(t.app).get(SALES)).statusCode).toBe(401);
      });
    });
  },
);
