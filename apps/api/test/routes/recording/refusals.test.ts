// Every refusal of POST meeting-recording, in SPEC order, each with its { error, message }
// and nothing left behind: no stored file, no row, no work file, no storage counted.
import { eq } from 'drizzle-orm';
import { messages, TIER_RECORDING_STORAGE_BYTES } from '@ruume/contracts';
import { recordings, users } from '../../../src/db/schema';
import { Browser } from '../../support/browser';
import { startS3Server, type S3Server } from '../../support/s3-server';
import { createTestApp, type TestApp } from '../../support/test-app';
import { JPEG, PNG } from '../../support/uploads';
import {
  creator,
  leftoverWork,
  mp4Header,
  storedRecordingKeys,
  upload,
  type UploadInput,
} from './recording-support';

describe.each(['local disk', 'S3 (s3rver)'])(
  'refused uploads on %s',
  (storage) => {
    let s3: S3Server | undefined;
    let t: TestApp;
    beforeAll(async () => {
      s3 = storage === 'local disk' ? undefined : await startS3Server();
      t = await createTestApp({ env: s3?.env });
    });
    afterAll(async () => {
      await t.close();
      await s3?.close();
    });

    const expectNothingLeft = async (userId: string) => {
      expect(await storedRecordingKeys(t, s3)).toEqual(
        expect.not.arrayContaining([expect.stringContaining(userId)]),
      );
      const rows = await t.database.db
        .select()
        .from(recordings)
        .where(eq(recordings.userId, userId));
      expect(rows).toEqual([]);
      expect(await leftoverWork(t)).toEqual([]);
    };

    const refuses = async (
      who: { id: string; browser: Browser },
      input: UploadInput,
      status: number,
      body: { error: string; message?: string },
    ) => {
      const response = await upload(who.browser, input);
      expect([response.statusCode, response.json()]).toEqual([
        status,
        body.message ? body : expect.objectContaining(body),
      ]);
      await expectNothingLeft(who.id);
    };

    it('refuses anonymous callers', async () => {
      const response = await upload(new Browser(t.app), { name: 'x' });
      expect(response.statusCode).toBe(401);
    });

    it('refuses a tier without stored files before reading the file', async () => {
      await refuses(await creator(t, { tier: 'house' }), { name: 'x' }, 403, {
        error: 'STORAGE_NOT_IN_PLAN',
        message:
          'storing recordings is not part of your plan. upgrade your plan to upload recordings.',
      });
    });

    it('refuses missing or invalid fields, and a missing file', async () => {
      const who = await creator(t);
      await refuses(who, {}, 400, {
        error: 'VALIDATION_ERROR',
        message: `name: ${messages.recordingNameRequired}`,
      });
      await refuses(who, { name: '   ' }, 400, {
        error: 'VALIDATION_ERROR',
        message: `name: ${messages.recordingNameRequired}`,
      });
      await refuses(who, { name: 'x'.repeat(201) }, 400, {
        error: 'VALIDATION_ERROR',
      });
      for (const monetizationSetting of [
        { monetizeAmount: -1, monetizeCurrency: 'usd' },
        { monetizeAmount: 1.999, monetizeCurrency: 'usd' },
        { monetizeAmount: 5 },
        { donationAmount: 5, donationCurrency: 'eur' },
        'not an object',
      ]) {
        await refuses(who, { name: 'x', monetizationSetting }, 400, {
          error: 'VALIDATION_ERROR',
        });
      }
      await refuses(who, { name: 'x', file: null }, 400, {
        error: 'VALIDATION_ERROR',
        message: messages.recordingFileRequired,
      });
      await refuses(who, { name: 'x', fileField: 'video' }, 400, {
        error: 'VALIDATION_ERROR',
      });
      const json = await who.browser.post('/api/v1/meeting-recording', {
        name: 'x',
      });
      expect(json.statusCode).toBe(415);
    });

    it('refuses a price or a donation without an onboarded payments account', async () => {
      const who = await creator(t, { onboarded: false });
      await refuses(
        who,
        {
          name: 'x',
          monetizationSetting: { donationAmount: 2, donationCurrency: 'cad' },
        },
        409,
        { error: 'MONETIZATION_NEEDS_ACCOUNT' },
      );
      // A free recording needs no account.
      expect((await upload(who.browser, { name: 'free' })).statusCode).toBe(
        201,
      );
    });

    it('refuses what is not a video by its bytes, whatever its name and type say', async () => {
      const who = await creator(t);
      for (const data of [
        PNG,
        JPEG,
        Buffer.from('hello, not a video at all'),
        Buffer.alloc(9000, 0),
      ]) {
        await refuses(
          who,
          {
            name: 'x',
            file: { data, filename: 'call.mp4', type: 'video/mp4' },
          },
          415,
          {
            error: 'NOT_A_VIDEO',
            message:
              'this file is not a video we can play. please select a video file.',
          },
        );
      }
    });

    it('refuses an empty file', async () => {
      await refuses(
        await creator(t),
        { name: 'x', file: { data: Buffer.alloc(0), filename: 'call.mp4' } },
        400,
        {
          error: 'EMPTY_FILE',
          message: 'this file is empty. please select a video file.',
        },
      );
    });

    it('refuses a file larger than the storage left on the tier', async () => {
      const who = await creator(t, { tier: 'student' });
      const allowance = TIER_RECORDING_STORAGE_BYTES.student;
      await t.database.db
        .update(users)
        .set({ recordingStorageUsed: allowance - 5000 })
        .where(eq(users.id, who.id));
      await refuses(who, { name: 'x', file: { data: mp4Header(6000) } }, 413, {
        error: 'STORAGE_QUOTA_EXCEEDED',
      });
      // What still fits is taken.
      const fits = await upload(who.browser, {
        name: 'fits',
        file: { data: mp4Header(4000) },
      });
      expect(fits.statusCode).toBe(201);
      const me = await who.browser.get('/api/v1/auth/me');
      expect(me.json().recordingStorage.used).toBe(allowance - 5000 + 4032);
    });
  },
);
