import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userMessages } from '@ruume/contracts';
import { z } from 'zod';
import {
  type ByteRange,
  FILES_ROUTE_PREFIX,
  RangeNotSatisfiableError,
} from '../../adapters/storage/file-storage';
import { httpError } from '../../http/http-error';
import type { FileStorage } from '../../adapters/storage/file-storage';

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

/**
 * Serves the file storage (avatars, banners, recordings), local disk or S3 alike:
 * GET /api/v1/files/<key>. Public, like an image on a CDN: keys are unguessable and never
 * reused, so responses are cached for good. Range requests (video seeking) answer 206.
 */
export const fileRoutes: FastifyPluginAsyncZod<{
  storage: FileStorage;
}> = async (app, { storage }) => {
  app.get(
    `${FILES_ROUTE_PREFIX}*`,
    {
      config: { auth: 'public' },
      schema: { params: z.object({ '*': z.string() }) },
    },
    async (request, reply) => {
      const key = request.params['*'];
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
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('accept-ranges', 'bytes')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox");
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
    },
  );
};
