import { createHash, randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  type FileStorage,
  FileTooLargeError,
  RangeNotSatisfiableError,
} from '../../src/adapters/storage/file-storage';
import { createLocalFileStorage } from '../../src/adapters/storage/local-file-storage';
import { attachment } from '../../src/adapters/storage/attachment';
import { createS3FileStorage } from '../../src/adapters/storage/s3-file-storage';
import { makeTempDir } from '../support/pglite-template';
import { type S3Server, startS3Server } from '../support/s3-server';

const MiB = 1024 * 1024;
const BASE_URL = 'http://localhost:3000/api/v1/files/';

const newKey = (extension = 'webm') =>
  `recordings/${randomBytes(6).toString('hex')}/${randomBytes(9).toString('base64url')}.${extension}`;

/** `size` random bytes in 64 KiB chunks, generated as they are read; `sha256` once read. */
function generatedStream(size: number) {
  const hash = createHash('sha256');
  async function* chunks() {
    for (let sent = 0; sent < size; ) {
      const chunk = randomBytes(Math.min(64 * 1024, size - sent));
      hash.update(chunk);
      sent += chunk.length;
      yield chunk;
    }
  }
  return {
    stream: Readable.from(chunks()),
    sha256: () => hash.digest('hex'),
  };
}

/** The value, failing the test when it is null or undefined. */
function present<T>(value: T | null | undefined): T {
  if (value === null || value === undefined)
    throw new Error('expected a value');
  return value;
}

const sha256 = (data: Buffer) =>
  createHash('sha256').update(data).digest('hex');

interface Subject {
  storage: FileStorage;
  /** Local disk: the directory under the storage. */
  root?: string;
  s3?: S3Server;
  close(): Promise<void>;
}

async function localSubject(): Promise<Subject> {
  const root = await makeTempDir('ruume-files-test-');
  return {
    storage: createLocalFileStorage({ root, baseUrl: BASE_URL }),
    root,
    close: () => rm(root, { recursive: true, force: true }),
  };
}

async function s3Subject(
  options: { singleCopyMaxBytes?: number } = {},
): Promise<Subject> {
  const s3 = await startS3Server();
  const storage = createS3FileStorage({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: s3.credentials,
    baseUrl: BASE_URL,
    ...options,
  });
  return {
    storage,
    s3,
    async close() {
      storage.close();
      await s3.close();
    },
  };
}

describe.each([
  ['local disk', localSubject],
  ['S3 (s3rver)', s3Subject],
])('FileStorage contract: %s', (_name, create) => {
  let subject: Subject;
  let storage: FileStorage;
  beforeAll(async () => {
    subject = await create();
    storage = subject.storage;
  });
  afterAll(() => subject.close());

  it('puts, gets and deletes a file; a missing or invalid key is null', async () => {
    const key = newKey('png');
    const data = randomBytes(1000);
    await storage.put(key, data, 'image/png');

    const file = await storage.get(key);
    expect(file).toMatchObject({ contentType: 'image/png', size: 1000 });
    expect((await buffer(present(file).body)).equals(data)).toBe(true);
    expect(present(file).range).toBeUndefined();

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key); // deleting again is fine
    expect(await storage.get(newKey('png'))).toBeNull();
    expect(await storage.get('../../etc/passwd')).toBeNull();
  });

  it('copies a file to another key with its type; a missing source copies nothing', async () => {
    const from = newKey('png');
    const to = `avatars/${randomBytes(9).toString('base64url')}.png`;
    const data = randomBytes(2000);
    await storage.put(from, data, 'image/png');
    expect(await storage.copy(from, to)).toBe(true);
    await storage.delete(from);
    const copied = present(await storage.get(to));
    expect(copied).toMatchObject({ contentType: 'image/png', size: 2000 });
    expect((await buffer(copied.body)).equals(data)).toBe(true);
    expect(await storage.copy(from, newKey('png'))).toBe(false);
  });

  it('answers the api files route as the URL of a key', async () => {
    const key = newKey('png');
    expect(storage.url(key)).toBe(`${BASE_URL}${key}`);
  });

  it('streams a few MB into a key: size right, bytes identical', async () => {
    const key = newKey();
    const source = generatedStream(12 * MiB + 12_345);
    const { size } = await storage.putStream(key, source.stream, 'video/webm', {
      maxBytes: 20 * MiB,
    });
    expect(size).toBe(12 * MiB + 12_345);

    const file = await storage.get(key);
    expect(file).toMatchObject({ contentType: 'video/webm', size });
    expect(sha256(await buffer(present(file).body))).toBe(source.sha256());
  });

  it.each([
    ['in one part', 3 * MiB, 1000, false],
    ['in several parts', 14 * MiB, 7 * MiB, true],
  ])(
    'refuses a stream over maxBytes (%s) with FileTooLargeError and stores nothing',
    async (_parts, total, maxBytes, multipart) => {
      const key = newKey();
      const source = generatedStream(total);
      const attempt = storage.putStream(key, source.stream, 'video/webm', {
        maxBytes,
      });
      await expect(attempt).rejects.toBeInstanceOf(FileTooLargeError);
      await expect(attempt).rejects.toMatchObject({ maxBytes });
      expect(source.stream.destroyed).toBe(true);
      expect(await storage.get(key)).toBeNull();
      if (subject.root) {
        // Not even the temporary file.
        const folder = join(subject.root, dirname(key));
        expect(await readdir(folder)).toEqual([]);
      }
      if (subject.s3) {
        // s3rver 3.7 can neither list nor abort multipart uploads (ListMultipartUploads and
        // AbortMultipartUpload are not implemented), so what is checked is that the upload
        // never completed and that an abort was asked for whenever one was started.
        const forKey = subject.s3.requests.filter((r) => r.url.includes(key));
        const started = forKey.some(
          (r) => r.method === 'POST' && r.url.includes('uploads'),
        );
        expect(started).toBe(multipart);
        expect(
          forKey.some(
            (r) =>
              (r.method === 'POST' && r.url.includes('uploadId=')) ||
              (r.method === 'PUT' && !r.url.includes('uploadId=')),
          ),
        ).toBe(false);
        expect(
          forKey.some(
            (r) => r.method === 'DELETE' && r.url.includes('uploadId='),
          ),
        ).toBe(started);
      }
    },
  );

  it('accepts a stream of exactly maxBytes', async () => {
    const key = newKey();
    const { size } = await storage.putStream(
      key,
      generatedStream(1000).stream,
      'video/webm',
      { maxBytes: 1000 },
    );
    expect(size).toBe(1000);
  });

  it('serves a byte range: exactly those bytes, the total size, an end past the file clamped', async () => {
    const key = newKey('mp4');
    const data = randomBytes(10_000);
    await storage.put(key, data, 'video/mp4');

    const middle = await storage.get(key, { start: 100, end: 199 });
    expect(middle).toMatchObject({
      size: 10_000,
      range: { start: 100, end: 199 },
    });
    expect(
      (await buffer(present(middle).body)).equals(data.subarray(100, 200)),
    ).toBe(true);

    const tail = await storage.get(key, { start: 9_000 });
    expect(present(tail).range).toEqual({ start: 9_000, end: 9_999 });
    expect(
      (await buffer(present(tail).body)).equals(data.subarray(9_000)),
    ).toBe(true);

    const clamped = await storage.get(key, { start: 9_990, end: 20_000 });
    expect(present(clamped).range).toEqual({ start: 9_990, end: 9_999 });
    expect((await buffer(present(clamped).body)).length).toBe(10);

    const beyond = storage.get(key, { start: 10_000 });
    await expect(beyond).rejects.toBeInstanceOf(RangeNotSatisfiableError);
    await expect(beyond).rejects.toMatchObject({ size: 10_000 });
    expect(await storage.get(newKey('mp4'), { start: 0 })).toBeNull();
  });
});

describe('S3 file storage: presigned URLs (s3rver)', () => {
  let subject: Subject;
  let storage: FileStorage;
  beforeAll(async () => {
    subject = await s3Subject();
    storage = subject.storage;
  });
  afterAll(() => subject.close());

  it('presignedGet fetches the bytes, as an attachment when a file name is given', async () => {
    const key = newKey();
    const data = randomBytes(5000);
    await storage.put(key, data, 'video/webm');

    const url = await storage.presignedGet(key, {
      expiresInSeconds: 60,
      fileName: 'Team call – 3 May.webm',
    });
    expect(url.startsWith(`${present(subject.s3).endpoint}/`)).toBe(true);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(data)).toBe(true);
    expect(response.headers.get('content-disposition')).toBe(
      attachment('Team call – 3 May.webm'),
    );
    expect(response.headers.get('content-type')).toBe('video/webm');

    const inline = await fetch(
      await storage.presignedGet(key, { expiresInSeconds: 60 }),
    );
    expect(inline.status).toBe(200);
    expect(inline.headers.get('content-disposition')).toBeNull();
    await inline.arrayBuffer();
  });

  it('presignedPut takes a PUT with only Content-Type (no checksum headers); the file is then readable', async () => {
    const key = newKey();
    const data = randomBytes(70_000);
    const url = await storage.presignedPut(key, 'video/webm', 60);
    expect(url).not.toBeNull();
    expect(url).not.toMatch(/checksum/i);

    const response = await fetch(present(url), {
      method: 'PUT',
      headers: { 'content-type': 'video/webm' },
      body: data,
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();

    const file = await storage.get(key);
    expect(file).toMatchObject({ contentType: 'video/webm', size: 70_000 });
    expect((await buffer(present(file).body)).equals(data)).toBe(true);
  });

  it('refuses an expired presigned URL', async () => {
    const key = newKey();
    await storage.put(key, randomBytes(100), 'video/webm');
    const getUrl = await storage.presignedGet(key, { expiresInSeconds: 1 });
    const putUrl = await storage.presignedPut(newKey(), 'video/webm', 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));

    const get = await fetch(getUrl);
    expect(get.status).toBe(403);
    expect(await get.text()).toContain('Request has expired');
    const put = await fetch(present(putUrl), {
      method: 'PUT',
      headers: { 'content-type': 'video/webm' },
      body: randomBytes(10),
    });
    expect(put.status).toBe(403);
    await put.arrayBuffer();
  });
});

describe('S3 file storage: copies past the single-copy limit (s3rver)', () => {
  it('streams a file larger than the limit to its new key, bytes and type kept', async () => {
    const subject = await s3Subject({ singleCopyMaxBytes: 1000 });
    try {
      const from = newKey('mp4');
      const to = `recordings/${randomBytes(16).toString('base64url')}.mp4`;
      const data = randomBytes(6 * MiB);
      await subject.storage.put(from, data, 'video/mp4');
      expect(await subject.storage.copy(from, to)).toBe(true);
      const copied = present(await subject.storage.get(to));
      expect(copied).toMatchObject({
        contentType: 'video/mp4',
        size: data.length,
      });
      expect(sha256(await buffer(copied.body))).toBe(sha256(data));
      expect(await subject.storage.copy(newKey('mp4'), to)).toBe(false);
    } finally {
      await subject.close();
    }
  });
});

describe('local file storage: presigned URLs', () => {
  it('presignedGet is the files route URL; presignedPut is null (uploads go through the api)', async () => {
    const subject = await localSubject();
    const key = newKey();
    expect(
      await subject.storage.presignedGet(key, {
        expiresInSeconds: 60,
        fileName: 'x.webm',
      }),
    ).toBe(`${BASE_URL}${key}`);
    expect(await subject.storage.presignedPut(key, 'video/webm', 60)).toBe(
      null,
    );
    await subject.close();
  });
});
