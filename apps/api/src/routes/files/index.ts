import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userMessages } from '@ruume/contracts';
import { z } from 'zod';
import { FILES_ROUTE_PREFIX } from '../../adapters/storage/file-storage';
import { httpError } from '../../http/http-error';
import type { FileStorage } from '../../adapters/storage/file-storage';

/**
 * Serves the local file storage (avatars, banners): GET /api/v1/files/<key>. Public, like an
 * image on a CDN: keys are unguessable and never reused, so responses are cached for good.
 * With S3 the storage hands out its own URLs and this route serves nothing.
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
      const file = await storage.get(key);
      if (!file) throw httpError(404, 'NOT_FOUND', userMessages.fileNotFound);
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (request.headers['if-none-match'] === etag) {
        file.body.destroy();
        return reply.code(304).send();
      }
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .send(file.body);
    },
  );
};
