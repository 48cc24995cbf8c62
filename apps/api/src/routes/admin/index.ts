import {
  adminRoleUpdateRequestSchema,
  adminStatsSchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserSchema,
  apiErrorBodySchema,
  apiRoutes,
  idParamsSchema,
} from '@ruume/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/authenticate';
import type { AdminService } from './service';

const userResponse = {
  200: adminUserSchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
};

/** The admin dashboard's calls; every route is for role ADMIN only. */
export const adminRoutes: FastifyPluginAsyncZod<{
  admin: AdminService;
}> = async (app, { admin }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({
    ...apiRoutes.admin.users,
    config: { auth: 'admin' },
    schema: {
      querystring: adminUserListQuerySchema,
      response: { 200: adminUserListSchema },
    },
    handler: async (request) => admin.listUsers(request.query),
  });

  app.route({
    ...apiRoutes.admin.blockUser,
    config: { auth: 'admin' },
    schema: { params: idParamsSchema, response: userResponse },
    handler: async (request) =>
      admin.block(signedIn(request).user, request.params.id),
  });

  app.route({
    ...apiRoutes.admin.unblockUser,
    config: { auth: 'admin' },
    schema: { params: idParamsSchema, response: userResponse },
    handler: async (request) => admin.unblock(request.params.id),
  });

  app.route({
    ...apiRoutes.admin.setUserRole,
    config: { auth: 'admin' },
    schema: {
      params: idParamsSchema,
      body: adminRoleUpdateRequestSchema,
      response: userResponse,
    },
    handler: async (request) =>
      admin.setRole(
        signedIn(request).user,
        request.params.id,
        request.body.role,
      ),
  });

  app.route({
    ...apiRoutes.admin.stats,
    config: { auth: 'admin' },
    schema: { response: { 200: adminStatsSchema } },
    handler: async () => admin.stats(),
  });
};
