import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import pino from 'pino';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { redactDatabaseError } from './db/errors';
import {
  type ErrorReporter,
  notFoundBody,
  registerErrorHandler,
} from './plugins/error-handler';
import { registerAuthGuard } from './plugins/authenticate';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { isAppNavigation, registerWebApp } from './plugins/web-app';
import { registerXsrf } from './plugins/xsrf';
import { apiRoutes } from './routes';
import { createServices, type Services } from './services';

export const API_PREFIX = '/api/v1';

/** Every answer's Cache-Control unless its route sets one (see the onSend hook below). */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Expired sessions, links and rate-limit counters are deleted this often. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

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
    // One line per request, written below when it is answered (fastify's own are two).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // Paid-download tokens travel in the path (SPEC §7 download/public/paid/{token}).
    routerOptions: { maxParamLength: 2048 },
    // Behind a load balancer, request.ip (rate limits) comes from X-Forwarded-For.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? trustHops(config.trustProxy)
        : config.trustProxy,
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
  // The hooks every request runs take a callback rather than return a promise: no promise and
  // no extra tick per hook on the hottest path.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // Private by default: signed-in and token-bearing answers carry transcripts,
  // summaries, accounts and tokens, which neither a shared cache nor the browser's disk may
  // keep. A route that sets its own Cache-Control keeps it: the named public exceptions are the
  // web app's files and index.html (plugins/web-app.ts), public stored files and the share
  // poster (http/send-stored-file.ts) and the payment sandbox's stylesheet. An error answer
  // never keeps a cacheable header a route set before it failed.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const own = reply.getHeader('cache-control');
    if (
      own === undefined ||
      (reply.statusCode >= 400 && !/\bno-store\b/.test(String(own)))
    ) {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    }
    done(null, payload);
  });
  if (pino.levels.values[config.logLevel] <= pino.levels.values.info) {
    app.addHook('onResponse', async (request, reply) => {
      // The path only: query strings carry tokens (mailed links, downloads).
      request.log.info(
        {
          method: request.method,
          path: request.url.split('?', 1)[0],
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
    });
  }
  registerErrorHandler(app, reportError);
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, config);
  const secure = config.publicUrl.startsWith('https:');
  registerXsrf(app, { secure });

  const services = await createServices({
    config,
    database,
    apiPrefix: API_PREFIX,
    log: app.log,
  });
  registerAuthGuard(app, {
    sessions: services.sessions,
    apiPrefix: API_PREFIX,
    cookie: { secure },
  });
  await registerRateLimit(app, {
    db: database.db,
    ...(config.redisUrl
      ? { redis: { url: config.redisUrl, prefix: config.redisKeyPrefix } }
      : {}),
  });
  app.decorate('services', services);

  const sweep = setInterval(() => {
    services
      .sweep()
      .catch((err: unknown) => app.log.warn({ err }, 'cleanup failed'));
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await services.close();
  });
  // Every instance takes its share of the durable jobs once it serves.
  app.addHook('onReady', async () => services.jobs.start());

  // Then routes.
  await app.register(apiRoutes, {
    prefix: API_PREFIX,
    config,
    database,
    services,
  });
  const sendIndex = await registerWebApp(app, config, {
    linkPreviewOf: services.modules.share.service.linkPreviewOf,
  });

  app.setNotFoundHandler((request, reply) => {
    if (sendIndex && isAppNavigation(request)) return sendIndex(request, reply);
    return reply.code(404).send(notFoundBody(request));
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The adapters and domain services (server start seeds the first admin with them). */
    readonly services: Services;
  }
}

/** TRUST_PROXY=<n>: trust the nearest n proxies. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

// Every logged error goes through this: a database error's query parameters never reach a log.
const serializers = {
  err: (error: unknown) =>
    pino.stdSerializers.err(redactDatabaseError(error) as Error),
};

function loggerOptions(
  config: Config,
  stream?: BuildAppOptions['logStream'],
): FastifyServerOptions['logger'] {
  if (stream) return { level: config.logLevel, stream, serializers };
  if (config.nodeEnv === 'development') {
    return {
      level: config.logLevel,
      serializers,
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
  return { level: config.logLevel, serializers };
}
