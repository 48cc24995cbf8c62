import { recordingJobEndpoints } from '@ruume/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoints } from '../../http/endpoint-routes';
import { signedIn } from '../../plugins/authenticate';
import { perAccount } from '../../plugins/rate-limit';
import type { CaptureService } from './service';

/** The host's captures on their way into the library, and dismissing a failed one. */
export const captureRoutes: FastifyPluginAsyncZod<{
  captures: CaptureService;
}> = (app, { captures }) =>
  serveEndpoints(app, recordingJobEndpoints, {
    list: {
      // The recordings page polls it every few seconds while one is on its way.
      config: { auth: 'user', rateLimit: perAccount(240) },
      handler: async (request) => ({
        processing: await captures.unfinished(signedIn(request).user.id),
      }),
    },
    dismiss: {
      config: { auth: 'user' },
      handler: async (request, reply) => {
        await captures.dismiss(signedIn(request).user.id, request.params.id);
        return reply.status(204).send();
      },
    },
  });
