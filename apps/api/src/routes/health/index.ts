import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '@ruume/contracts';
import { httpError } from '../../http/http-error';
import type { Database } from '../../db/database';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
  driver: z.enum(['pglite', 'postgres']),
});

/** Liveness and readiness for load balancers and `npm start` scripts. */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
}> = async (app, { database }) => {
  app.get(
    '/health',
    {
      config: { auth: 'public' },
      schema: { response: { 200: healthSchema, 503: apiErrorBodySchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await database.ping();
      } catch (err) {
        request.log.warn({ err }, 'database ping failed');
        throw httpError(
          503,
          'DATABASE_UNAVAILABLE',
          'The database is not reachable',
        );
      }
      return {
        status: 'ok' as const,
        database: 'up' as const,
        driver: database.driver,
      };
    },
  );
};
