import { templateEndpoints } from '@ruume/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { serveEndpoints } from '../../http/endpoint-routes';
import { signedIn } from '../../plugins/authenticate';
import { perAccount } from '../../plugins/rate-limit';
import { templateFormReader } from './media-upload';
import type { TemplateService } from './service';

/** Creations and changes per account and hour: each may carry a 200 MB video. */
const SAVES_PER_HOUR = 60;
/** Deletions and share links per account and minute. */
const CALLS_PER_MINUTE = 120;

/** SPEC §7 Templates calls: the signed-in host's own templates beside the stock ones. */
export const templateRoutes: FastifyPluginAsyncZod<{
  templates: TemplateService;
  storage: FileStorage;
}> = async (app, { templates, storage }) => {
  const save = {
    auth: 'user',
    rateLimit: perAccount(SAVES_PER_HOUR, 60 * 60 * 1000),
  } as const;
  const call = {
    auth: 'user',
    rateLimit: perAccount(CALLS_PER_MINUTE),
  } as const;

  await serveEndpoints(app, templateEndpoints, {
    list: {
      config: { auth: 'user' },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return templates.list(signedIn(request).user);
      },
    },

    categories: {
      config: { auth: 'user' },
      handler: async () => templates.categories(),
    },

    create: {
      config: save,
      handler: async (request, reply) => {
        const template = await templates.create(
          signedIn(request).user,
          templateFormReader(request, storage),
        );
        return reply.code(201).send(template);
      },
    },

    update: {
      config: save,
      handler: async (request) => {
        const { user } = signedIn(request);
        // Another host's id is refused before a byte of the body is read.
        const existing = await templates.mustOwn(user, request.params.id);
        return templates.update(
          user,
          existing,
          templateFormReader(request, storage),
        );
      },
    },

    delete: {
      config: call,
      handler: async (request, reply) => {
        await templates.delete(signedIn(request).user, request.params.id);
        return reply.code(204).send();
      },
    },

    shareMeetingUrl: {
      config: call,
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return templates.shareMeetingUrl(
          signedIn(request).user,
          request.params.templateId,
          request.body.meetingId,
        );
      },
    },
  });
};
