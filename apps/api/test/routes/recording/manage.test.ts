// The creator's own recordings on PGlite and PostgreSQL: prices in exact cents, deletion of
// the row and both files, another user's ids refused on every call, and uploads racing for
// the last of the storage.
import { eq } from 'drizzle-orm';
import { TIER_RECORDING_STORAGE_BYTES } from '@ruume/contracts';
import { recordings, users } from '../../../src/db/schema';
import { FEATURE_DRIVERS } from '../../support/test-database';
import { createTestApp, type TestApp } from '../../support/test-app';
import {
  creator,
  mp4Header,
  storedRecordingKeys,
  upload,
} from './recording-support';

describe.each(FEATURE_DRIVERS)('own recordings (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

  const rowOf = async (id: string) =>
    (
      await t.database.db.select().from(recordings).where(eq(recordings.id, id))
    )[0];

  it('lists newest first, and only the caller’s', async () => {
    const a = await creator(t);
    const b = await creator(t);
    const first = (await upload(a.browser, { name: 'first' })).json();
    const second = (await upload(a.browser, { name: 'second' })).json();
    await upload(b.browser, { name: 'theirs' });
    const list = await a.browser.get('/api/v1/meeting-recording/list');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((r: { id: string }) => r.id)).toEqual([
      second.id,
      first.id,
    ]);
  });

  it('sets and clears the price and donation in exact cents, owner only, with an onboarded account', async () => {
    const owner = await creator(t);
    const recording = (await upload(owner.browser, { name: 'priced' })).json();
    const url = `/api/v1/meeting-recording/${recording.id}`;
    const set = await owner.browser.put(url, {
      monetizationSetting: {
        monetizeAmount: '4.99',
        monetizeCurrency: 'usd',
        donationAmount: 0.29,
        donationCurrency: 'cad',
      },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().monetizationSetting).toEqual({
      monetizeAmount: 4.99,
      monetizeCurrency: 'usd',
      donationAmount: 0.29,
      donationCurrency: 'cad',
    });
    expect(await rowOf(recording.id)).toMatchObject({
      monetizeAmountCents: 499,
      donationAmountCents: 29,
    });

    // Someone else: not found, nothing changed.
    const stranger = await creator(t);
    const refused = await stranger.browser.put(url, {
      monetizationSetting: { monetizeAmount: 1, monetizeCurrency: 'usd' },
    });
    expect([refused.statusCode, refused.json().error]).toEqual([
      404,
      'RECORDING_NOT_FOUND',
    ]);
    expect((await rowOf(recording.id)).monetizeAmountCents).toBe(499);

    for (const bad of [
      { monetizeAmount: 0, monetizeCurrency: 'usd' },
      { monetizeAmount: 1e7, monetizeCurrency: 'usd' },
      { monetizeAmount: '4.999', monetizeCurrency: 'usd' },
      { monetizeAmount: 3, monetizeCurrency: 'eur' },
    ]) {
      const response = await owner.browser.put(url, {
        monetizationSetting: bad,
      });
      expect([response.statusCode, response.json().error]).toEqual([
        400,
        'VALIDATION_ERROR',
      ]);
    }

    // Without amounts: free again.
    const cleared = await owner.browser.put(url, { monetizationSetting: {} });
    expect(cleared.json().monetizationSetting).toEqual({
      monetizeAmount: null,
      monetizeCurrency: null,
      donationAmount: null,
      donationCurrency: null,
    });

    // A creator whose account is not onboarded may not charge.
    const notReady = await creator(t, { onboarded: false });
    const own = (await upload(notReady.browser, { name: 'free' })).json();
    const needs = await notReady.browser.put(
      `/api/v1/meeting-recording/${own.id}`,
      { monetizationSetting: { monetizeAmount: 3, monetizeCurrency: 'usd' } },
    );
    expect([needs.statusCode, needs.json().error]).toEqual([
      409,
      'MONETIZATION_NEEDS_ACCOUNT',
    ]);
  });

  it('another user’s ids and urls are not found on every call', async () => {
    const owner = await creator(t);
    const recording = (await upload(owner.browser, { name: 'mine' })).json();
    const { browser } = await creator(t);
    const calls = [
      browser.delete(`/api/v1/meeting-recording/${recording.id}`),
      browser.post('/api/v1/meeting-recording/presigned-url', {
        url: recording.url,
      }),
      browser.get(`/api/v1/meeting-recording/download/${recording.shareId}`),
    ];
    for (const response of await Promise.all(calls)) {
      expect([response.statusCode, response.json().error]).toEqual([
        404,
        'RECORDING_NOT_FOUND',
      ]);
    }
    // Unknown or malformed ids and urls alike.
    for (const url of ['', 'recordings/x/y.mp4', 'http://elsewhere/x']) {
      const response = await owner.browser.post(
        '/api/v1/meeting-recording/presigned-url',
        { url },
      );
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect(await rowOf(recording.id)).toBeDefined();
    const own = await owner.browser.post(
      '/api/v1/meeting-recording/presigned-url',
      { url: recording.url },
    );
    expect(own.statusCode).toBe(200);
  });

  it('deletes the row, the video and its poster, and gives the storage back', async () => {
    const owner = await creator(t);
    const recording = (await upload(owner.browser, { name: 'gone' })).json();
    const key = recording.url.split('/api/v1/files/')[1];
    // A poster, as processing leaves one (this header-only video has none).
    const posterKey = key.replace(/\.mp4$/, '-poster.jpg');
    await t.app.services.storage.put(
      posterKey,
      Buffer.from('jpeg'),
      'image/jpeg',
    );
    await t.database.db
      .update(recordings)
      .set({ posterKey })
      .where(eq(recordings.id, recording.id));
    expect(await storedRecordingKeys(t)).toEqual(
      expect.arrayContaining([key, posterKey]),
    );

    const response = await owner.browser.delete(
      `/api/v1/meeting-recording/${recording.id}`,
    );
    expect(response.statusCode).toBe(204);
    expect(await rowOf(recording.id)).toBeUndefined();
    expect(await storedRecordingKeys(t)).toEqual(
      expect.not.arrayContaining([key, posterKey]),
    );
    const me = await owner.browser.get('/api/v1/auth/me');
    expect(me.json().recordingStorage.used).toBe(0);
    const again = await owner.browser.delete(
      `/api/v1/meeting-recording/${recording.id}`,
    );
    expect(again.statusCode).toBe(404);
  });

  it('uploads racing for the last storage: one fits, the other is refused and leaves nothing', async () => {
    const owner = await creator(t, { tier: 'student' });
    const data = mp4Header(10_000);
    const allowance = TIER_RECORDING_STORAGE_BYTES.student;
    // Room for one of them, not for both.
    const usedBefore = allowance - Math.floor(data.length * 1.5);
    await t.app.services.users.update(owner.id, {
      recordingStorageUsed: usedBefore,
    });
    const before = await storedRecordingKeys(t);
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        upload(owner.browser, { name: `race ${n}`, file: { data } }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 413, 413]);
    for (const refused of answers.filter((a) => a.statusCode === 413)) {
      expect(refused.json().error).toBe('STORAGE_QUOTA_EXCEEDED');
    }
    const added = (await storedRecordingKeys(t)).filter(
      (key) => !before.includes(key),
    );
    expect(added).toHaveLength(1);
    const [row] = await t.database.db
      .select({ used: users.recordingStorageUsed })
      .from(users)
      .where(eq(users.id, owner.id));
    expect(row.used).toBe(usedBefore + data.length);
  });
});
