import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Services } from '../services';
import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { devRoutes } from './dev';
import { fileRoutes } from './files';
import { healthRoutes } from './health';
import { userRoutes } from './user';

/** What route plugins are given; each domain takes the parts it needs. */
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

  // Pass the dependencies alone: the options also carry this plugin's prefix.
  const deps: RouteDependencies = { config, database, services };
  await app.register(healthRoutes, deps);
  await app.register(authRoutes, deps);
  await app.register(userRoutes, deps);
  await app.register(adminRoutes, deps);
  await app.register(fileRoutes, deps);
  const { outbox } = services.mailing;
  if (config.nodeEnv !== 'production' && outbox) {
    await app.register(devRoutes, { outbox });
  }
};
