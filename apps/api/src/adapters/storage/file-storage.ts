import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import { createLocalFileStorage } from './local-file-storage';
import type { FileUrlSigner } from './signed-file-urls';

export { FileTooLargeError, RangeNotSatisfiableError } from './storage-errors';

/** Bytes `start` to `end`, both included; no `end`: to the end of the file. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface StoredFile {
  /** The whole file, or only the range served. */
  body: Readable;
  contentType: string;
  /** Size of the whole file in bytes. */
  size: number;
  /** The bytes in `body` (end clamped to the file) when a range was asked for. */
  range?: { start: number; end: number };
}

/**
 * Where uploaded files live: local disk under DATA_DIR/files, or an S3 bucket (ARCHITECTURE).
 * Keys are paths such as `avatars/<random>.png` (file-keys.ts); a key is never reused for other
 * content, so what a URL serves never changes and may be cached for good.
 */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /**
   * Streams `body` into `key` without holding it in memory. Past `maxBytes` it rejects with
   * FileTooLargeError and stores nothing.
   */
  putStream(
    key: string,
    body: Readable,
    contentType: string,
    options?: { maxBytes?: number },
  ): Promise<{ size: number }>;
  /** null when there is no such file; RangeNotSatisfiableError when `range` starts past its end. */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** Deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Copies a stored file to another key (same content type) without passing its bytes through
   * the api (a hard link on disk, a server-side copy on S3); false when `from` does not exist.
   */
  copy(from: string, to: string): Promise<boolean>;
  /**
   * Absolute URL the browser loads the file from: the api's files route for both storages,
   * so the same URL keeps working whichever is configured.
   */
  url(key: string): string;
  /**
   * A URL that fetches the file directly for a while, with `fileName` as an attachment (S3: a
   * presigned GET; local disk: `url(key)` with an expiring signature the files route checks).
   */
  presignedGet(
    key: string,
    options: { expiresInSeconds: number; fileName?: string },
  ): Promise<string>;
  /**
   * A URL the browser PUTs the file to with only its Content-Type (S3: presigned); null when the
   * storage takes uploads through the api only (local disk).
   */
  presignedPut(
    key: string,
    contentType: string,
    expiresInSeconds: number,
  ): Promise<string | null>;
  /** Releases connections (S3). */
  close(): void;
}

/** Keys this server creates: lower-case folder, then path segments, then an extension. */
export const FILE_KEY_PATTERN =
  /^[a-z0-9-]+(?:\/[A-Za-z0-9_-]{1,128}){1,4}\.[a-z0-9]{1,8}$/;
export const isFileKey = (key: string): boolean => FILE_KEY_PATTERN.test(key);

/** URL path (under the api prefix) the files route serves every storage's files from. */
export const FILES_ROUTE_PREFIX = '/files/';

/**
 * S3 when S3_BUCKET is set, else local disk under DATA_DIR/files. The AWS SDK is imported only
 * for S3 (≈ 0.1 s of a start on local disk).
 */
export async function createFileStorage(
  config: Pick<
    Config,
    | 'dataDir'
    | 'publicUrl'
    | 's3Bucket'
    | 's3Region'
    | 's3Endpoint'
    | 's3AccessKeyId'
    | 's3SecretAccessKey'
    | 's3ForcePathStyle'
  >,
  apiPrefix: string,
  /** Signs local disk's presigned URLs (S3 signs its own). */
  signer?: FileUrlSigner,
): Promise<FileStorage> {
  const baseUrl = `${config.publicUrl}${apiPrefix}${FILES_ROUTE_PREFIX}`;
  if (config.s3Bucket) {
    const { createS3FileStorage } = await import('./s3-file-storage');
    return createS3FileStorage({
      bucket: config.s3Bucket,
      region: config.s3Region,
      endpoint: config.s3Endpoint,
      forcePathStyle: config.s3ForcePathStyle,
      credentials:
        config.s3AccessKeyId && config.s3SecretAccessKey
          ? {
              accessKeyId: config.s3AccessKeyId,
              secretAccessKey: config.s3SecretAccessKey,
            }
          : undefined,
      baseUrl,
    });
  }
  return createLocalFileStorage({
    root: `${config.dataDir}/files`,
    baseUrl,
    signer,
  });
}
