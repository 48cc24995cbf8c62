import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { closeUnreadBodies } from '../http/multipart';
import type { Database } from '../db/database';
import type { Services } from '../services';
import { sandboxRoutes } from '../adapters/payments/sandbox/sandbox-routes';
import { devRoutes } from './dev';
import { fileRoutes } from './files';
import { healthRoutes } from './health';

/** What the app hands the routes: each domain module's routes close over their own dependencies. */
export interface RouteDependencies {
  config: Config;
  database: Database;
  services: Services;
}

/** Every domain's routes, mounted under /api/v1 by the app. */
export const apiRoutes: FastifyPluginAsyncZod<RouteDependencies> = async (
  app,
  { config, database, services },
) => {
  // Multipart bodies are read by the routes that take them, each with its own limits.
  await app.register(fastifyMultipart, {
    limits: { fileSize: 1, files: 0 },
  });
  closeUnreadBodies(app);

  await app.register(healthRoutes, { database });
  for (const module of Object.values(services.modules)) {
    await app.register(module.routes);
  }
  await app.register(fileRoutes, {
    storage: services.storage,
    signer: services.fileUrlSigner,
  });
  const { sandbox } = services.payments;
  if (sandbox) {
    await app.register(sandboxRoutes, {
      prefix: '/payment/sandbox',
      sandbox,
    });
  }
  const { outbox } = services.mailing;
  if (config.nodeEnv !== 'production' && outbox) {
    await app.register(devRoutes, { outbox });
  }
};
