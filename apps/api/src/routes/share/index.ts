import {
  downloadEndpoints,
  shareEndpoints,
  shareIdParamsSchema,
} from '@ruume/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { serveEndpoints } from '../../http/endpoint-routes';
import { sendStoredFile } from '../../http/send-stored-file';
import { refuseDownload } from './download-refusal';
import type { Download, ShareService } from './service';

/** Access checks and checkouts per client address and minute (guessing emails, spamming the provider). */
export const SHARE_CALLS_PER_MINUTE = 20;

/** A downloaded recording is the buyer's to keep, not a cache's. */
const DOWNLOAD_CACHE = 'private, no-store';
/** Posters change only with a new key (the preview's URL carries a version): a day is plenty. */
const POSTER_CACHE = 'public, max-age=86400';

/**
 * SPEC §7's share-page calls, the public downloads behind share links, and the poster link
 * previews show. All public: the share id is the key (the creator's sales: routes/sales).
 */
export const shareRoutes: FastifyPluginAsyncZod<{
  shares: ShareService;
  storage: FileStorage;
  publicUrl: string;
}> = async (app, { shares, storage, publicUrl }) => {
  // After validation and the XSRF check, so malformed or forged calls do not count.
  const perAddress = {
    max: SHARE_CALLS_PER_MINUTE,
    timeWindow: 60_000,
    hook: 'preHandler' as const,
  };
  const sharePage = (shareId: string) => ({
    url: `${publicUrl}/share/r/${shareId}`,
    label: 'back to the share page',
  });
  const home = { url: `${publicUrl}/`, label: `go to ruume` };

  await serveEndpoints(app, shareEndpoints, {
    checkMonetized: {
      config: { auth: 'public' },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return shares.checkMonetized(request.body.shareId);
      },
    },
    checkAccess: {
      config: { auth: 'public', rateLimit: perAddress },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return shares.checkAccess(request.body.shareId, request.body.email);
      },
    },
    recordingCheckout: {
      config: { auth: 'public', rateLimit: perAddress },
      handler: async (request) => shares.checkout(request.body),
    },
  });

  const stream = (
    request: Parameters<typeof sendStoredFile>[0],
    reply: Parameters<typeof sendStoredFile>[1],
    file: Download,
  ) =>
    sendStoredFile(request, reply, storage, file.key, {
      downloadName: file.fileName,
      cacheControl: DOWNLOAD_CACHE,
    });

  await serveEndpoints(app, downloadEndpoints, {
    free: {
      config: { auth: 'public' },
      handler: async (request, reply) => {
        const { shareId } = request.params;
        let file: Download;
        try {
          file = await shares.freeDownload(shareId);
        } catch (error) {
          return refuseDownload(request, reply, error, sharePage(shareId));
        }
        return stream(request, reply, file);
      },
    },
    paid: {
      config: { auth: 'public' },
      handler: async (request, reply) => {
        let file: Download;
        try {
          file = await shares.paidDownload(request.params.token);
        } catch (error) {
          return refuseDownload(request, reply, error, home);
        }
        return stream(request, reply, file);
      },
    },
  });

  // Not an app call: the image og:image points at, for link previewers (recordings/ keys are
  // private in the files route, and previewers carry no signed URL).
  app.get(
    '/share/:shareId/poster.jpg',
    {
      config: { auth: 'public' },
      schema: {
        params: shareIdParamsSchema,
        querystring: z.object({ v: z.string().max(64).optional() }),
      },
    },
    async (request, reply) =>
      sendStoredFile(
        request,
        reply,
        storage,
        await shares.posterKey(request.params.shareId),
        { cacheControl: POSTER_CACHE },
      ),
  );
};
