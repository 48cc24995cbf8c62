import { recordingEndpoints } from '@ruume/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { serveEndpoints } from '../../http/endpoint-routes';
import { sendListPageHeaders } from '../../http/list-page';
import { sendStoredFile } from '../../http/send-stored-file';
import { signedIn } from '../../plugins/authenticate';
import { perAccount } from '../../plugins/rate-limit';
import type { LibrarySearch } from './library-search';
import { downloadNameOf } from './recording-view';
import type { RecordingService } from './service';
import { streamingUploadReader } from './upload-reader';

/** Uploads per account and hour: each one is a large file to receive and process. */
const UPLOADS_PER_HOUR = 30;
/** Changes, deletions and playback links per account and minute. */
const CALLS_PER_MINUTE = 120;

const r = recordingEndpoints;
/** The creator's own recordings; `sales` belongs to the sales module. */
const ownRecordingEndpoints = {
  list: r.list,
  upload: r.upload,
  update: r.update,
  delete: r.delete,
  search: r.search,
  presignedUrl: r.presignedUrl,
  download: r.download,
};

/** SPEC §7 Recording calls on the signed-in creator's own recordings. */
export const recordingRoutes: FastifyPluginAsyncZod<{
  recordings: RecordingService;
  library: LibrarySearch;
  storage: FileStorage;
}> = async (app, { recordings, library, storage }) => {
  const call = {
    auth: 'user',
    rateLimit: perAccount(CALLS_PER_MINUTE),
  } as const;

  await serveEndpoints(app, ownRecordingEndpoints, {
    list: {
      config: { auth: 'user' },
      handler: async (request, reply) => {
        const query = request.query;
        const page = await recordings.page(signedIn(request).user, query);
        sendListPageHeaders(request, reply, page.nextCursor, query.limit);
        return page.recordings;
      },
    },

    upload: {
      config: {
        auth: 'user',
        rateLimit: perAccount(UPLOADS_PER_HOUR, 60 * 60 * 1000),
      },
      handler: async (request, reply) => {
        const recording = await recordings.upload(
          signedIn(request).user,
          streamingUploadReader(request),
        );
        return reply.code(201).send(recording);
      },
    },

    update: {
      config: call,
      handler: async (request) =>
        recordings.updateMonetization(
          signedIn(request).user,
          request.params.id,
          request.body.monetizationSetting,
        ),
    },

    delete: {
      config: call,
      handler: async (request, reply) => {
        await recordings.delete(signedIn(request).user, request.params.id);
        return reply.code(204).send();
      },
    },

    search: {
      config: call,
      handler: async (request) =>
        library.search(signedIn(request).user, request.query.q),
    },

    presignedUrl: {
      config: call,
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return recordings.playbackUrl(signedIn(request).user, request.body.url);
      },
    },

    download: {
      config: { auth: 'user' },
      handler: async (request, reply) => {
        const row = await recordings.ownDownload(
          signedIn(request).user,
          request.params.shareId,
        );
        return sendStoredFile(request, reply, storage, row.fileKey, {
          downloadName: downloadNameOf(row),
          cacheControl: 'private, no-store',
        });
      },
    },
  });
};
