// A paid recording whose creator can no longer be paid (moved to house, or disconnected the
// payments account): the price stays, past buyers keep their access by email, new visitors are
// told it is not for sale right now (check-monetized and checkout agree), nothing becomes free.
// PUT meeting-recording/{id} applies the tier and account rules as the upload does, and
// GET payment/monetized-products counts what the confirmations say stops being sold.
import { eq } from 'drizzle-orm';
import { API_ERRORS } from '@ruume/contracts';
import { meetings, users } from '../../../src/db/schema';
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
  tipped,
  visitor,
} from './share-support';

const CHECK_MONETIZED = '/api/v1/meeting-recording/check-monetized';
const CHECK_ACCESS = '/api/v1/meeting-recording/check-access';
const CHECKOUT = '/api/v1/payment/checkout/session/recording';
const MONETIZED_PRODUCTS = '/api/v1/payment/monetized-products';
const recordingUrl = (id: string) => `/api/v1/meeting-recording/${id}`;
const errorOf = (code: keyof typeof API_ERRORS) => ({
  error: code,
  message: API_ERRORS[code].message,
});

const PAID_SETTING = {
  monetizationSetting: { monetizeAmount: 4.99, monetizeCurrency: 'usd' },
};
const TIP_SETTING = {
  monetizationSetting: { donationAmount: 2, donationCurrency: 'cad' },
};
const FREE_SETTING = { monetizationSetting: {} };

describe.each(FEATURE_DRIVERS)(
  'when a creator can no longer be paid (%s)',
  (driver) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ driver });
    });
    afterAll(() => t.close());

    const setTier = (userId: string, planTier: 'house' | 'professional') =>
      t.database.db.update(users).set({ planTier }).where(eq(users.id, userId));

    /** The creator moves to house, or disconnects their payments account. */
    const cases = [
      [
        'moved to the free plan',
        async (creator: { user: { id: string } }) =>
          setTier(creator.user.id, 'house'),
      ],
      [
        'disconnected the payments account',
        async (creator: { browser: Browser }) => {
          const response = await creator.browser.delete(
            '/api/v1/payment/stripe/account',
          );
          expect(response.statusCode).toBe(204);
        },
      ],
    ] as const;

    it.each(cases)(
      '%s: past buyers keep access, new visitors are told it is not for sale, nothing is free',
      async (_, stopPayments) => {
        const creator = await onboardedCreator(t);
        const recording = await insertRecording(t, creator.user.id, {
          ...priced(499),
          ...tipped(200),
        });
        const { shareId } = recording;
        const earlier = visitor(t);
        await buy(t, earlier, shareId, 'Recording', 'early@example.com');

        await stopPayments(creator);

        const who = visitor(t);
        const check = await who.post(CHECK_MONETIZED, { shareId });
        expect([check.statusCode, check.json()]).toEqual([
          200,
          {
            isMonetizeAmountSet: true,
            isDonationAmountSet: false,
            isForSaleNow: false,
          },
        ]);

        // The past buyer still gets a token and the file.
        const access = await earlier.post(CHECK_ACCESS, {
          shareId,
          email: 'EARLY@example.com',
        });
        expect(access.json().accessGranted).toBe(true);
        const download = await earlier.get(
          `/api/v1/download/public/paid/${access.json().token}`,
        );
        expect(download.statusCode).toBe(200);

        // A new visitor: no access, and the checkout says why, for a purchase and a donation.
        const denied = await who.post(CHECK_ACCESS, {
          shareId,
          email: 'new@example.com',
        });
        expect(denied.json()).toEqual({ accessGranted: false, token: null });
        for (const type of ['Recording', 'Donation'] as const) {
          const refused = await who.post(
            CHECKOUT,
            checkoutBody(t, shareId, type, 'new@example.com'),
          );
          expect([refused.statusCode, refused.json()]).toEqual([
            409,
            errorOf('CREATOR_CANNOT_BE_PAID'),
          ]);
        }
        // The price stays a price: the free link does not open it.
        const free = await who.get(`/api/v1/download/public/free/${shareId}`);
        expect(free.statusCode).toBe(403);
        expect(free.json().error).toBe('RECORDING_NOT_FREE');
      },
    );

    it('a free recording whose tips nobody can take is simply free', async () => {
      const creator = await onboardedCreator(t);
      const { shareId } = await insertRecording(
        t,
        creator.user.id,
        tipped(300),
      );
      await setTier(creator.user.id, 'house');
      const who = visitor(t);
      expect((await who.post(CHECK_MONETIZED, { shareId })).json()).toEqual({
        isMonetizeAmountSet: false,
        isDonationAmountSet: false,
        isForSaleNow: false,
      });
      const download = await who.get(`/api/v1/download/public/free/${shareId}`);
      expect(download.statusCode).toBe(200);
    });

    describe('PUT meeting-recording/{id} applies the upload’s rules', () => {
      it('refuses a price or a tip on a tier without monetised files, and allows free', async () => {
        const creator = await onboardedCreator(t);
        const recording = await insertRecording(
          t,
          creator.user.id,
          priced(499),
        );
        await setTier(creator.user.id, 'house');
        for (const body of [PAID_SETTING, TIP_SETTING]) {
          const response = await creator.browser.put(
            recordingUrl(recording.id),
            body,
          );
          expect([response.statusCode, response.json()]).toEqual([
            403,
            errorOf('MONETIZATION_NOT_IN_PLAN'),
          ]);
        }
        const freed = await creator.browser.put(
          recordingUrl(recording.id),
          FREE_SETTING,
        );
        expect(freed.statusCode).toBe(200);
        expect(freed.json().monetizationSetting.monetizeAmount).toBeNull();
      });

      it('refuses a price or a tip without an onboarded payments account', async () => {
        const { user, browser } = await signedInUser(t, {
          planTier: 'professional',
        });
        const recording = await insertRecording(t, user.id);
        for (const body of [PAID_SETTING, TIP_SETTING]) {
          const response = await browser.put(recordingUrl(recording.id), body);
          expect([response.statusCode, response.json()]).toEqual([
            409,
            errorOf('MONETIZATION_NEEDS_ACCOUNT'),
          ]);
        }
      });

      it('refuses another creator’s id, bad input, and signed-out callers; changes nothing', async () => {
        const owner = await onboardedCreator(t);
        const recording = await insertRecording(t, owner.user.id, priced(499));
        const other = await onboardedCreator(t);
        const foreign = await other.browser.put(
          recordingUrl(recording.id),
          FREE_SETTING,
        );
        expect([foreign.statusCode, foreign.json()]).toEqual([
          404,
          errorOf('RECORDING_NOT_FOUND'),
        ]);
        for (const body of [
          {},
          {
            monetizationSetting: {
              monetizeAmount: -1,
              monetizeCurrency: 'usd',
            },
          },
          {
            monetizationSetting: { monetizeAmount: 5, monetizeCurrency: 'eur' },
          },
          { monetizationSetting: 'free' },
        ]) {
          const response = await owner.browser.put(
            recordingUrl(recording.id),
            body,
          );
          expect([response.statusCode, response.json().error]).toEqual([
            400,
            'VALIDATION_ERROR',
          ]);
        }
        const anonymous = await new Browser(t.app).put(
          recordingUrl(recording.id),
          FREE_SETTING,
        );
        expect(anonymous.statusCode).toBe(401);
        const list = await owner.browser.get('/api/v1/meeting-recording/list');
        expect(list.json()[0].monetizationSetting.monetizeAmount).toBe(4.99);
      });
    });

    describe('GET payment/monetized-products', () => {
      it('counts the caller’s own priced and tipped recordings and paid rooms only', async () => {
        const creator = await onboardedCreator(t);
        await insertRecording(t, creator.user.id, priced(499));
        await insertRecording(t, creator.user.id, {
          ...priced(299),
          ...tipped(100),
        });
        await insertRecording(t, creator.user.id);
        await t.database.db.insert(meetings).values([
          {
            roomId: `paid-${creator.user.id.slice(0, 8)}`,
            ownerId: creator.user.id,
            name: 'paid room',
            participantFeeCents: 500,
            feeCurrency: 'usd',
          },
          {
            roomId: `free-${creator.user.id.slice(0, 8)}`,
            ownerId: creator.user.id,
            name: 'free room',
          },
        ]);
        const someoneElse = await createUser(t, { planTier: 'professional' });
        await insertRecording(t, someoneElse.id, priced(100));

        const response = await creator.browser.get(MONETIZED_PRODUCTS);
        expect([response.statusCode, response.json()]).toEqual([
          200,
          { paidRecordings: 2, donationRecordings: 1, paidRooms: 1 },
        ]);
        const empty = await signedInUser(t);
        expect((await empty.browser.get(MONETIZED_PRODUCTS)).json()).toEqual({
          paidRecordings: 0,
          donationRecordings: 0,
          paidRooms: 0,
        });
        expect(
          (await new Browser(t.app).get(MONETIZED_PRODUCTS)).statusCode,
        ).toBe(401);
      });
    });
  },
);
