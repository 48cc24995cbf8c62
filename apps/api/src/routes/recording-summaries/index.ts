import { recordingSummaryEndpoints } from '@ruume/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../adapters/storage/attachment';
import { serveEndpoints } from '../../http/endpoint-routes';
import { signedIn } from '../../plugins/authenticate';
import { perAccount } from '../../plugins/rate-limit';
import type { SummaryService } from './service';

/** A recording's transcript and summary: read (polled while made), made again, downloaded. */
export const summaryRoutes: FastifyPluginAsyncZod<{
  summaries: SummaryService;
}> = (app, { summaries }) =>
  serveEndpoints(app, recordingSummaryEndpoints, {
    get: {
      // The page polls it every few seconds while the summary is made.
      config: { auth: 'user', rateLimit: perAccount(240) },
      handler: (request) =>
        summaries.get(signedIn(request).user, request.params.id),
    },
    regenerate: {
      // Each one is minutes of speech recognition (or paid AI calls).
      config: { auth: 'user', rateLimit: perAccount(10) },
      handler: (request) =>
        summaries.regenerate(signedIn(request).user, request.params.id),
    },
    markdown: {
      config: { auth: 'user' },
      handler: async (request, reply) => {
        const { name, text } = await summaries.markdown(
          signedIn(request).user,
          request.params.id,
        );
        return reply
          .type('text/markdown; charset=utf-8')
          .header('content-disposition', attachment(`${name} – summary.md`))
          .send(text);
      },
    },
    captions: {
      config: { auth: 'user' },
      // A transcript: the app's default Cache-Control (private, no-store, app.ts) applies.
      handler: async (request, reply) =>
        reply
          .type('text/vtt; charset=utf-8')
          .send(
            await summaries.captions(signedIn(request).user, request.params.id),
          ),
    },
  });
