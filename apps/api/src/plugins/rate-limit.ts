import { API_ERRORS } from '@ruume/contracts';
import fastifyRateLimit, {
  type FastifyRateLimitStore,
} from '@fastify/rate-limit';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { rateLimits } from '../db/schema';
import { httpError } from '../http/http-error';

type IncrCallback = (
  error: Error | null,
  result?: { current: number; ttl: number },
) => void;

type StoreChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * Counts one attempt under `key` in a fixed window of `windowMs` (one upsert): how many
 * attempts the window holds now and how many milliseconds it has left. Also used for caps
 * that are not per request, such as mails sent to one address.
 */
export async function countAttempt(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const { rows } = await db.execute<{ count: number; ttl: number }>(
    sql`insert into ${rateLimits} (key, count, window_ends_at)
        values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when ${rateLimits.windowEndsAt} <= now() then 1
                       else ${rateLimits.count} + 1 end,
          window_ends_at = case when ${rateLimits.windowEndsAt} <= now()
                                then excluded.window_ends_at
                                else ${rateLimits.windowEndsAt} end
        returning count,
          greatest(0, ceil(extract(epoch from (window_ends_at - now())) * 1000))::int as ttl`,
  );
  return { current: rows[0].count, ttl: rows[0].ttl };
}

/** How many attempts `key`'s current window holds, without counting one (0 when none is open). */
export async function attemptsSoFar(db: Db, key: string): Promise<number> {
  const [counted] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(eq(rateLimits.key, key), gt(rateLimits.windowEndsAt, sql`now()`)),
    );
  return counted?.count ?? 0;
}

/**
 * Counters in the database, so every api instance counts the same attempts (ARCHITECTURE:
 * instances are stateless). One upsert per limited request; only a few auth routes are limited.
 * The shape is @fastify/rate-limit's store contract (`incr`, `child`).
 */
function databaseStore(db: Db) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number) {
      countAttempt(db, `${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(options: StoreChildOptions) {
      // At run time the plugin passes the merged limit settings, with the route as routeInfo.
      const { method, url } =
        (options as { routeInfo?: Partial<StoreChildOptions> }).routeInfo ?? {};
      return new DatabaseRateLimitStore(
        options,
        `${[method ?? ''].flat().join(',')} ${url ?? ''}|`,
      );
    }
  };
}

/** Where the counters live: the database, or Redis when the deployment has one. */
export type RateLimitCounters =
  | { db: Db; redis?: undefined }
  | { db: Db; redis: { url: string; prefix: string } };

/**
 * @fastify/rate-limit, on only for routes that declare `config.rateLimit`; counted per client
 * address and route. Too many attempts answer 429 RATE_LIMITED. With Redis, the counters are
 * its keys (the plugin's own store, one script call), so a limited request such as a room's join
 * writes nothing to the database; every instance still counts the same attempts.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  counters: RateLimitCounters,
): Promise<void> {
  const errorResponseBuilder = () =>
    httpError(429, 'RATE_LIMITED', API_ERRORS.RATE_LIMITED.message);
  if (!counters.redis) {
    await app.register(fastifyRateLimit, {
      global: false,
      store: databaseStore(counters.db),
      errorResponseBuilder,
    });
    return;
  }
  // ioredis is imported only for a deployment with Redis.
  const { Redis } = await import('ioredis');
  const redis = new Redis(counters.redis.url, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
  });
  redis.on('error', (err) => app.log.warn({ err }, 'rate limits: Redis'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: `${counters.redis.prefix}rate-limit:`,
    // A limit protects; it is not what the request is for: Redis unreachable lets it through.
    skipOnError: true,
    errorResponseBuilder,
  });
}

/** Drops counters whose window ended (called by the periodic cleanup). */
export async function sweepRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, sql`now()`));
}

/**
 * A route's `config.rateLimit` counted per signed-in account (after the session check), not per
 * address: `{ config: { auth: 'user', rateLimit: perAccount(20) } }`.
 */
export const perAccount = (max: number, timeWindow = 60_000) => ({
  max,
  timeWindow,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) =>
    request.signedIn ? `user:${request.signedIn.user.id}` : request.ip,
});
