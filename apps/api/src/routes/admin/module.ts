import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Core } from '../../core';
import { adminRoutes } from './index';
import { createAdminService } from './service';

/** The admin dashboard: accounts, blocking, roles and figures (role ADMIN only). */
export function createAdminModule(deps: {
  core: Core;
  /** What other domains do at once when an account is blocked (the room ends its live rooms). */
  accountBlocked(userId: string): Promise<void>;
}) {
  const { core } = deps;
  const service = createAdminService({
    users: core.users,
    authRepository: core.authRepository,
    sessions: core.sessions,
    accountBlocked: deps.accountBlocked,
  });
  const routes: FastifyPluginAsyncZod = (app) =>
    adminRoutes(app, { admin: service });
  return { service, routes };
}
