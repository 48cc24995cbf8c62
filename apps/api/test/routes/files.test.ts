import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { signedInUser } from '../support/accounts';
import { startS3Server, type S3Server } from '../support/s3-server';
import { createTestApp, type TestApp } from '../support/test-app';
import { multipart, PNG } from '../support/uploads';

// The same public URLs whichever storage holds the files: the api streams them.
describe.each(['local disk', 'S3 (s3rver)'])(
  'GET /api/v1/files/<key> on %s',
  (storage) => {
    let s3: S3Server | undefined;
    let t: TestApp;
    let avatarPath: string;
    beforeAll(async () => {
      s3 = storage === 'local disk' ? undefined : await startS3Server();
      t = await createTestApp({ env: s3?.env });
      const { browser } = await signedInUser(t);
      const body = await multipart({}, [
        {
          name: 'profilePic',
          data: PNG,
          filename: 'me.png',
          type: 'image/png',
        },
      ]);
      const response = await browser.put('/api/v1/user', body.payload, {
        headers: body.headers,
      });
      expect(response.statusCode).toBe(200);
      avatarPath = new URL(response.json().profilePicUrl).pathname;
    });
    afterAll(async () => {
      await t.close();
      await s3?.close();
    });
    const get = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: avatarPath, headers });

    it('serves an uploaded avatar from the storage it went to', async () => {
      expect(avatarPath).toMatch(/^\/api\/v1\/files\/avatars\/[\w-]{22}\.png$/);
      if (s3) {
        const { bucket } = s3;
        const key = avatarPath.replace('/api/v1/files/', '');
        expect(
          s3.requests.some(
            (r) =>
              r.method === 'PUT' && r.url.split('?')[0] === `/${bucket}/${key}`,
          ),
        ).toBe(true);
        expect(existsSync(join(t.config.dataDir, 'files'))).toBe(false);
      }
      const response = await get();
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['content-length']).toBe(String(PNG.length));
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(response.rawPayload.equals(PNG)).toBe(true);
      expect(
        (await get({ 'if-none-match': String(response.headers.etag) }))
          .statusCode,
      ).toBe(304);
    });

    it('answers a Range request with 206 and exactly those bytes', async () => {
      const response = await get({ range: 'bytes=8-15' });
      expect(response.statusCode).toBe(206);
      expect(response.headers['content-range']).toBe(
        `bytes 8-15/${PNG.length}`,
      );
      expect(response.headers['content-length']).toBe('8');
      expect(response.rawPayload.equals(PNG.subarray(8, 16))).toBe(true);

      const open = await get({ range: 'bytes=60-' });
      expect(open.statusCode).toBe(206);
      expect(open.headers['content-range']).toBe(
        `bytes 60-${PNG.length - 1}/${PNG.length}`,
      );
      expect(open.rawPayload.equals(PNG.subarray(60))).toBe(true);
    });

    it('answers 416 with the size for a range past the end, and ignores ranges it does not serve', async () => {
      const beyond = await get({ range: `bytes=${PNG.length}-` });
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers['content-range']).toBe(`bytes */${PNG.length}`);
      expect(beyond.json().error).toBe('RANGE_NOT_SATISFIABLE');

      for (const range of [
        'bytes=-10',
        'bytes=0-1,4-5',
        'bytes=9-3',
        'lines=1-2',
      ]) {
        const whole = await get({ range });
        expect(whole.statusCode).toBe(200);
        expect(whole.rawPayload.equals(PNG)).toBe(true);
      }
      const stale = await get({ range: 'bytes=0-3', 'if-range': '"other"' });
      expect(stale.statusCode).toBe(200);
    });

    it('answers 404 for a key that holds nothing', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/files/avatars/nobody/nothing.png',
      });
      expect(response.statusCode).toBe(404);
    });
  },
);
