import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FILES_ROUTE_PREFIX } from '../../adapters/storage/file-storage';
import type { FileStorage } from '../../adapters/storage/file-storage';
import {
  type FileUrlSigner,
  isPrivateFileKey,
} from '../../adapters/storage/signed-file-urls';
import { apiError } from '../../http/http-error';
import { sendStoredFile } from '../../http/send-stored-file';

export { parseRange } from '../../http/send-stored-file';

/**
 * Serves the file storage (avatars, banners, recordings), local disk or S3 alike:
 * GET /api/v1/files/<key>. Public, like an image on a CDN: keys are unguessable and never
 * reused, so responses are cached for good. Range requests (video seeking) answer 206.
 * Recordings are private: served only through a URL signed by the storage's presignedGet
 * (`?expires=…&signature=…`), until it expires.
 */
export const fileRoutes: FastifyPluginAsyncZod<{
  storage: FileStorage;
  signer: FileUrlSigner;
}> = async (app, { storage, signer }) => {
  app.get(
    `${FILES_ROUTE_PREFIX}*`,
    {
      config: { auth: 'public' },
      schema: {
        params: z.object({ '*': z.string() }),
        querystring: z.object({
          expires: z.string().max(20).optional(),
          signature: z.string().max(100).optional(),
          name: z.string().max(300).optional(),
        }),
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isPrivateFileKey(key)) {
        return sendStoredFile(request, reply, storage, key);
      }
      const check = await signer.verify(key, request.query);
      if (check !== 'valid') {
        throw apiError(
          'FORBIDDEN',
          check === 'expired'
            ? 'this link has expired'
            : 'this file needs a signed link',
        );
      }
      return sendStoredFile(request, reply, storage, key, {
        downloadName: request.query.name,
        // The link expires; what it served must not outlive it in a cache.
        cacheControl: 'private, no-store',
      });
    },
  );
};
