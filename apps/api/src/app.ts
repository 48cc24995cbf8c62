import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import {
  type ErrorReporter,
  notFoundBody,
  registerErrorHandler,
} from './plugins/error-handler';
import { isAppNavigation, registerWebApp } from './plugins/web-app';
import { registerXsrf } from './plugins/xsrf';
import { apiRoutes } from './routes';

export const API_PREFIX = '/api/v1';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Receives unexpected errors (Sentry in production). */
  reportError?: ErrorReporter;
  /** Where logs go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

export async function buildApp({
  config,
  database,
  reportError,
  logStream,
}: BuildAppOptions) {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    bodyLimit: 1024 * 1024,
    // Keep a caller's request id (a proxy's, for tracing) when it is a sane token.
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming)
        ? incoming
        : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Plugins and hooks first: they apply to every route registered after them.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app, reportError);
  await app.register(fastifyCookie);
  registerXsrf(app, { secure: config.publicUrl.startsWith('https:') });

  // Then routes.
  await app.register(apiRoutes, { prefix: API_PREFIX, config, database });
  const sendIndex = await registerWebApp(app, config);

  app.setNotFoundHandler((request, reply) => {
    if (sendIndex && isAppNavigation(request)) return sendIndex(request, reply);
    return reply.code(404).send(notFoundBody(request));
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

function loggerOptions(
  config: Config,
  stream?: BuildAppOptions['logStream'],
): FastifyServerOptions['logger'] {
  if (stream) return { level: config.logLevel, stream };
  if (config.nodeEnv === 'development') {
    return {
      level: config.logLevel,
      transport: {
        target: 'pino-pretty',
        options: {
          translateTime: 'HH:MM:ss',
          ignore: 'pid,hostname',
          singleLine: true,
        },
      },
    };
  }
  return { level: config.logLevel };
}
