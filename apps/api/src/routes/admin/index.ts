import { adminEndpoints } from '@ruume/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoints } from '../../http/endpoint-routes';
import { signedIn } from '../../plugins/authenticate';
import type { AdminService } from './service';

/** The admin dashboard's calls; every route is for role ADMIN only. */
export const adminRoutes: FastifyPluginAsyncZod<{
  admin: AdminService;
}> = async (app, { admin }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  await serveEndpoints(app, adminEndpoints, {
    users: {
      config: { auth: 'admin' },
      handler: async (request) => admin.listUsers(request.query),
    },
    blockUser: {
      config: { auth: 'admin' },
      handler: async (request) =>
        admin.block(signedIn(request).user, request.params.id),
    },
    unblockUser: {
      config: { auth: 'admin' },
      handler: async (request) => admin.unblock(request.params.id),
    },
    setUserRole: {
      config: { auth: 'admin' },
      handler: async (request) =>
        admin.setRole(
          signedIn(request).user,
          request.params.id,
          request.body.role,
        ),
    },
    stats: {
      config: { auth: 'admin' },
      handler: async () => admin.stats(),
    },
  });
};
