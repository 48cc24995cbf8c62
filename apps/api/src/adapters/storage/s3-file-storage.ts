import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { attachment } from './attachment';
import { byteLimit } from './byte-limit';
import type { FileStorage } from './file-storage';
import { isFileKey } from './file-storage';
import { FileTooLargeError, RangeNotSatisfiableError } from './storage-errors';

export interface S3FileStorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, s3rver); unset: AWS. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's default credential chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** The api's files route; `url(key)` is `${baseUrl}${key}`. */
  baseUrl: string;
  /** Files up to this size copy server-side (S3's CopyObject limit, the default); larger ones stream. */
  singleCopyMaxBytes?: number;
}

const SINGLE_COPY_MAX_BYTES = 5 * 1024 ** 3;

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException
    ? error.$metadata.httpStatusCode
    : undefined;

/**
 * Files in an S3 bucket. The api's files route streams them (so avatar URLs are the same as on
 * local disk); large downloads and browser uploads go straight to S3 through presigned URLs.
 */
export function createS3FileStorage(
  options: S3FileStorageOptions,
): FileStorage {
  const { bucket: Bucket } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Else the SDK adds CRC32 checksums, which a presigned browser PUT cannot send and
    // S3-compatible services do not all know.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const requireKey = (key: string) => {
    if (!isFileKey(key)) throw new Error(`invalid file key: ${key}`);
    return key;
  };
  const remove = async (key: string) => {
    if (isFileKey(key)) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    }
  };

  const storage: FileStorage = {
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: requireKey(key),
          Body: data,
          ContentType: contentType,
        }),
      );
    },
    async putStream(key, body, contentType, { maxBytes } = {}) {
      const limit = byteLimit(maxBytes);
      const piping = pipeline(body, limit);
      // Parts of 5 MiB, a single PUT when the whole stream fits in one; on failure the
      // multipart upload is aborted (a bucket lifecycle rule catches what an abort misses).
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key: requireKey(key),
          Body: limit,
          ContentType: contentType,
        },
      });
      const uploading = upload.done().catch((error: unknown) => {
        limit.destroy(); // stops reading `body`
        throw error;
      });
      const [uploaded, piped] = await Promise.allSettled([uploading, piping]);
      // Past the limit the upload fails too (and its abort may): the size is the cause.
      if (limit.exceeded) throw new FileTooLargeError(limit.maxBytes);
      if (uploaded.status === 'rejected') throw uploaded.reason;
      if (piped.status === 'rejected') {
        await remove(key).catch(() => undefined);
        throw piped.reason;
      }
      return { size: limit.bytes };
    },
    async get(key, range) {
      if (!isFileKey(key)) return null;
      try {
        const response = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range
              ? `bytes=${range.start}-${range.end ?? ''}`
              : undefined,
          }),
        );
        if (!(response.Body instanceof Readable)) {
          throw new Error('S3 GetObject answered without a readable body');
        }
        const contentType = response.ContentType ?? 'application/octet-stream';
        const served = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(
          response.ContentRange ?? '',
        );
        if (range && served) {
          return {
            body: response.Body,
            contentType,
            size: Number(served[3]),
            range: { start: Number(served[1]), end: Number(served[2]) },
          };
        }
        return {
          body: response.Body,
          contentType,
          size: response.ContentLength ?? 0,
        };
      } catch (error) {
        const status = statusOf(error);
        if (status === 404) return null;
        if (status === 416) {
          const head = await client
            .send(new HeadObjectCommand({ Bucket, Key: key }))
            .catch((headError: unknown) => {
              if (statusOf(headError) === 404) return null;
              throw headError;
            });
          if (!head) return null;
          throw new RangeNotSatisfiableError(head.ContentLength ?? 0);
        }
        throw error;
      }
    },
    delete: remove,
    url: (key) => `${options.baseUrl}${key}`,
    presignedGet: (key, { expiresInSeconds, fileName }) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: requireKey(key),
          ResponseContentDisposition: fileName
            ? attachment(fileName)
            : undefined,
        }),
        { expiresIn: expiresInSeconds },
      ),
    presignedPut: (key, contentType, expiresInSeconds) =>
      getSignedUrl(
        client,
        new PutObjectCommand({
          Bucket,
          Key: requireKey(key),
          ContentType: contentType,
        }),
        { expiresIn: expiresInSeconds },
      ),
    close: () => client.destroy(),
    async copy(from, to) {
      if (!isFileKey(from)) return false;
      const source = await client
        .send(new HeadObjectCommand({ Bucket, Key: from }))
        .catch((error: unknown) => {
          if (statusOf(error) === 404) return null;
          throw error;
        });
      if (!source) return false;
      const limit = options.singleCopyMaxBytes ?? SINGLE_COPY_MAX_BYTES;
      if ((source.ContentLength ?? 0) <= limit) {
        // Keys are URL-safe by their pattern: the copy source needs no encoding.
        await client.send(
          new CopyObjectCommand({
            Bucket,
            Key: requireKey(to),
            CopySource: `${Bucket}/${from}`,
          }),
        );
        return true;
      }
      // Past CopyObject's limit: through the api, as a multipart upload.
      const file = await storage.get(from);
      if (!file) return false;
      await storage.putStream(to, file.body, file.contentType);
      return true;
    },
  };
  return storage;
}
