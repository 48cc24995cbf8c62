// POST meeting-recording end to end, on local disk and on S3 (s3rver): the upload streams in,
// is processed with ffmpeg (duration, poster, MP4 fast start), stored, listed and played back
// through a short-lived URL that supports Range requests.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { topLevelBoxes } from '../../../src/adapters/ffmpeg/mp4-boxes';
import { startS3Server, type S3Server } from '../../support/s3-server';
import { createTestApp, type TestApp } from '../../support/test-app';
import {
  creator,
  leftoverWork,
  makeMp4,
  mp4Header,
  storedRecordingKeys,
  upload,
} from './recording-support';

/** GETs an absolute URL: the api's own through inject, s3rver's over HTTP. */
async function fetchUrl(
  t: TestApp,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  if (url.startsWith(t.config.publicUrl)) {
    const response = await t.app.inject({
      method: 'GET',
      url: url.slice(t.config.publicUrl.length),
      headers,
    });
    return {
      status: response.statusCode,
      headers: response.headers as Record<string, string>,
      body: response.rawPayload,
    };
  }
  const response = await fetch(url, { headers });
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

const boxTypes = async (dir: string, data: Buffer) => {
  const path = join(dir, `check-${Date.now()}.mp4`);
  await writeFile(path, data);
  return (await topLevelBoxes(path)).map((box) => box.type);
};

describe.each(['local disk', 'S3 (s3rver)'])(
  'recording upload on %s',
  (storage) => {
    let s3: S3Server | undefined;
    let t: TestApp;
    let dir: string;
    let video: Buffer;
    beforeAll(async () => {
      s3 = storage === 'local disk' ? undefined : await startS3Server();
      t = await createTestApp({ env: s3?.env });
      dir = await mkdtemp(join(tmpdir(), 'ruume-recording-'));
      video = await makeMp4(dir);
    });
    afterAll(async () => {
      await t.close();
      await s3?.close();
      await rm(dir, { recursive: true, force: true });
    });

    // ffmpeg is installed wherever the tests run (.ci/run installs it).
    it('stores a processed video: duration, poster, moov before mdat; lists it and counts its size', async () => {
      expect(await boxTypes(dir, video)).toEqual(
        expect.arrayContaining(['mdat', 'moov']),
      );
      const uploaded = await boxTypes(dir, video);
      expect(uploaded.indexOf('mdat')).toBeLessThan(uploaded.indexOf('moov'));

      const { id, browser } = await creator(t);
      const response = await upload(browser, {
        name: 'Team call',
        monetizationSetting: { monetizeAmount: 4.99, monetizeCurrency: 'usd' },
        file: { data: video, filename: 'team call.mp4' },
      });
      expect(response.statusCode).toBe(201);
      const recording = response.json();
      expect(recording).toMatchObject({
        name: 'Team call',
        contentType: 'video/mp4',
        meeting: null,
        monetizationSetting: {
          monetizeAmount: 4.99,
          monetizeCurrency: 'usd',
          donationAmount: null,
          donationCurrency: null,
        },
      });
      expect(recording.durationSeconds).toBeCloseTo(2, 0);
      expect(recording.shareId).toMatch(/^[\w-]{22}$/);
      // Opaque keys: the URLs name no account; the poster shares the video's id.
      const fileId = /\/recordings\/([\w-]{22})\.mp4$/.exec(recording.url)?.[1];
      expect(fileId).toBeDefined();
      expect(recording.url).not.toContain(id);
      expect(recording.posterUrl).toMatch(
        new RegExp(`/api/v1/files/recordings/${fileId}-poster\\.jpg$`),
      );

      // The poster is a public JPEG (the share page shows it), at most 640 wide.
      const poster = await fetchUrl(t, recording.posterUrl);
      expect(poster.status).toBe(200);
      expect(poster.headers['content-type']).toBe('image/jpeg');
      expect(poster.body.subarray(0, 3)).toEqual(
        Buffer.from([0xff, 0xd8, 0xff]),
      );

      // The stored video plays before it is fully downloaded: moov first.
      const link = await browser.post(
        '/api/v1/meeting-recording/presigned-url',
        {
          url: recording.url,
        },
      );
      expect(link.statusCode).toBe(200);
      const whole = await fetchUrl(t, link.json().url);
      expect(whole.status).toBe(200);
      expect(whole.body.length).toBe(recording.sizeBytes);
      const stored = await boxTypes(dir, whole.body);
      expect(stored.indexOf('moov')).toBeLessThan(stored.indexOf('mdat'));

      // The player seeks: a Range request answers exactly those bytes.
      const part = await fetchUrl(t, link.json().url, {
        range: 'bytes=100-199',
      });
      expect(part.status).toBe(206);
      expect(part.headers['content-range']).toBe(
        `bytes 100-199/${recording.sizeBytes}`,
      );
      expect(part.body.equals(whole.body.subarray(100, 200))).toBe(true);

      const list = await browser.get('/api/v1/meeting-recording/list');
      expect(list.json()).toEqual([recording]);
      const me = await browser.get('/api/v1/auth/me');
      expect(me.json().recordingStorage).toEqual({
        used: recording.sizeBytes,
        available: 100 * 1000 ** 3,
      });
      expect(await leftoverWork(t)).toEqual([]);
    });

    it('without ffmpeg and ffprobe the upload completes as sent, with no poster or duration', async () => {
      const bare = await createTestApp({
        env: {
          ...s3?.env,
          FFMPEG_PATH: '/nonexistent/ffmpeg',
          FFPROBE_PATH: '/nonexistent/ffprobe',
          LOG_LEVEL: 'warn',
        },
      });
      try {
        const { browser } = await creator(bare);
        const data = video;
        const response = await upload(browser, {
          name: 'Raw',
          file: { data, filename: 'raw.mp4' },
        });
        expect(response.statusCode).toBe(201);
        const recording = response.json();
        expect(recording).toMatchObject({
          posterUrl: null,
          durationSeconds: null,
          sizeBytes: data.length,
        });
        const link = await browser.post(
          '/api/v1/meeting-recording/presigned-url',
          {
            url: recording.url,
          },
        );
        const stored = await fetchUrl(bare, link.json().url);
        expect(stored.body.equals(data)).toBe(true);
        expect(
          bare.logs.some((line) =>
            /without: ffprobe \(recording durations\), ffmpeg/.test(
              String(line.msg),
            ),
          ),
        ).toBe(true);
      } finally {
        await bare.close();
      }
    });

    it('a presigned URL that expired or was tampered with is refused; unsigned recording files are never served', async () => {
      const { browser } = await creator(t);
      const recording = (await upload(browser, { name: 'Private' })).json();
      const key = recording.url.split('/api/v1/files/')[1];
      const unsigned = await t.app.inject({
        method: 'GET',
        url: `/api/v1/files/${key}`,
      });
      expect(unsigned.statusCode).toBe(403);
      expect(unsigned.json()).toEqual({
        error: 'FORBIDDEN',
        message: 'this file needs a signed link',
      });

      // The files route's own signatures (what local disk hands out).
      const signer = t.app.services.fileUrlSigner;
      const expired = await signer.sign(key, { expiresInSeconds: -1 });
      const refused = await t.app.inject({
        method: 'GET',
        url: `/api/v1/files/${key}?${expired}`,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('this link has expired');
      const valid = new URLSearchParams(
        await signer.sign(key, { expiresInSeconds: 60 }),
      );
      for (const forged of [
        {
          ...Object.fromEntries(valid),
          expires: String(Number(valid.get('expires')) + 3600),
        },
        { ...Object.fromEntries(valid), signature: 'A'.repeat(43) },
        { ...Object.fromEntries(valid), name: 'other.mp4' },
      ]) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/v1/files/${key}?${new URLSearchParams(forged)}`,
        });
        expect(response.statusCode).toBe(403);
      }
      // Signed for one file, useless for another.
      const other = (await upload(browser, { name: 'Other' })).json();
      const otherKey = other.url.split('/api/v1/files/')[1];
      const moved = await t.app.inject({
        method: 'GET',
        url: `/api/v1/files/${otherKey}?${valid}`,
      });
      expect(moved.statusCode).toBe(403);

      if (s3) {
        // On S3 the playback link is S3's own presigned GET, for 15 minutes.
        const link = (
          await browser.post('/api/v1/meeting-recording/presigned-url', {
            url: recording.url,
          })
        ).json().url as string;
        expect(link.startsWith(s3.endpoint)).toBe(true);
        expect(new URL(link).searchParams.get('X-Amz-Expires')).toBe('900');
      }
    });

    it('the owner downloads with a file name made from the recording name, and with Range', async () => {
      const { browser } = await creator(t);
      const data = mp4Header(3000);
      const recording = (
        await upload(browser, {
          name: 'Réunion / équipe',
          file: { data, filename: 'x.mp4' },
        })
      ).json();
      const url = `/api/v1/meeting-recording/download/${recording.shareId}`;
      const whole = await browser.get(url);
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-disposition']).toBe(
        `attachment; filename="R_union _ _quipe.mp4"; filename*=UTF-8''R%C3%A9union%20_%20%C3%A9quipe.mp4`,
      );
      expect(whole.headers['cache-control']).toBe('private, no-store');
      expect(whole.rawPayload.equals(data)).toBe(true);
      const part = await browser.get(url, {
        headers: { range: 'bytes=10-19' },
      });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload.equals(data.subarray(10, 20))).toBe(true);
      expect(await storedRecordingKeys(t, s3)).toContain(
        recording.url.split('/api/v1/files/')[1],
      );
    });
  },
);
