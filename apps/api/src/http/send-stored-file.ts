import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { userMessages } from '@ruume/contracts';
import {
  type ByteRange,
  type FileStorage,
  RangeNotSatisfiableError,
} from '../adapters/storage/file-storage';
import { attachment } from '../adapters/storage/attachment';
import { httpError } from './http-error';

/**
 * One range `bytes=start-` or `bytes=start-end`. Anything else (suffix or several ranges,
 * bad syntax) is ignored and the whole file served, as RFC 9110 allows.
 */
export function parseRange(header: string | undefined): ByteRange | undefined {
  const match = /^bytes=(\d{1,15})-(\d{1,15})?$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const start = Number(match[1]);
  const end = match[2] === undefined ? undefined : Number(match[2]);
  return end !== undefined && end < start ? undefined : { start, end };
}

export interface SendStoredFileOptions {
  /** Sent as an attachment under this name (an ASCII fallback plus the exact name, RFC 5987). */
  downloadName?: string;
  /** Default: public and immutable, as keys are never reused for other content. */
  cacheControl?: string;
}

/**
 * Answers a GET with the stored file `key`, from local disk or S3 alike: 200 with the whole
 * file, 206 for one satisfiable range (If-Range honoured), 416 past its end, 304 for a
 * matching If-None-Match, 404 when nothing is stored there.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  options: SendStoredFileOptions = {},
): Promise<FastifyReply> {
  // A key's content never changes, so the key alone makes a strong validator.
  const etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
  const ifRange = request.headers['if-range'];
  const range =
    ifRange === undefined || ifRange === etag
      ? parseRange(request.headers.range)
      : undefined;
  let file;
  try {
    file = await storage.get(key, range);
  } catch (error) {
    if (!(error instanceof RangeNotSatisfiableError)) throw error;
    return reply
      .code(416)
      .header('content-range', `bytes */${error.size}`)
      .send({
        error: 'RANGE_NOT_SATISFIABLE',
        message: 'range not satisfiable',
      });
  }
  if (!file) throw httpError(404, 'NOT_FOUND', userMessages.fileNotFound);
  reply
    .header(
      'cache-control',
      options.cacheControl ?? 'public, max-age=31536000, immutable',
    )
    .header('etag', etag)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox");
  if (options.downloadName !== undefined) {
    reply.header('content-disposition', attachment(options.downloadName));
  }
  if (request.headers['if-none-match'] === etag) {
    file.body.destroy();
    return reply.code(304).send();
  }
  reply.type(file.contentType);
  if (file.range) {
    const { start, end } = file.range;
    reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${file.size}`)
      .header('content-length', end - start + 1);
  } else {
    reply.header('content-length', file.size);
  }
  return reply.send(file.body);
}
