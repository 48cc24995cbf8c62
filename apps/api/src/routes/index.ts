import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { healthRoutes } from './health';

/** What route plugins are given; each domain takes the parts it needs. */
export interface RouteDependencies {
  config: Config;
  database: Database;
}

/** Every domain's routes, mounted under /api/v1 by the app. */
export const apiRoutes: FastifyPluginAsyncZod<RouteDependencies> = async (
  app,
  { config, database },
) => {
  // Pass the dependencies alone: the options also carry this plugin's prefix.
  const deps: RouteDependencies = { config, database };
  await app.register(healthRoutes, deps);
};
