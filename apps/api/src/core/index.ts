// The core every domain module may use: the users read model, sessions (with their
// cross-instance cache), the tokens of mailed links, signed tokens, and transactions over them.
// Domain modules under routes/ import from here, never another domain's code (routes/README.md);
// domains read the users table through here alone.
import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/database';
import type { Invalidation } from '../db/invalidation/channel';
import { createDatabaseChannel } from '../db/invalidation/database-channel';
import { sessionCacheLeases } from '../db/schema';
import {
  type AccountLifecycle,
  createAccountLifecycle,
} from './account-lifecycle';
import { createLinkTokens, type LinkTokens } from './link-tokens';
import { serverSecret } from './server-secrets';
import { createSessionCache, type SessionCache } from './session-cache';
import {
  type AuthRepository,
  createAuthRepository,
} from './session-repository';
import { createSessionService, type SessionService } from './session-service';
import { createSignedTokens, type SignedTokens } from './signed-tokens';
import { createUserRepository, type UserRepository } from './user-repository';

/** Repositories whose writes commit together, for one `transaction` call. */
export interface CoreTransaction {
  users: UserRepository;
  authRepository: AuthRepository;
  /** The transaction itself, for a domain's own repositories. */
  db: Db;
}

export interface Core {
  users: UserRepository;
  authRepository: AuthRepository;
  sessions: SessionService;
  /**
   * Session lookups cached per instance, invalidated through Redis when REDIS_URL is set, else
   * through the database (LISTEN/NOTIFY).
   */
  sessionCache: SessionCache;
  linkTokens: LinkTokens;
  /** Short-lived stateless tokens (paid-download links), signed with a key per purpose. */
  signedTokens: SignedTokens;
  /** What domains do before an account goes (billing cancels its plan at the provider). */
  accountLifecycle: AccountLifecycle;
  /** Runs `fn` with repositories on one transaction; caches are invalidated after the commit. */
  transaction<T>(fn: (tx: CoreTransaction) => Promise<T>): Promise<T>;
  /** Deletes expired sessions, links and lapsed cache leases. */
  sweep(): Promise<void>;
  close(): Promise<void>;
}

export async function createCore({
  config,
  database,
  log,
}: {
  config: Pick<Config, 'redisUrl' | 'redisKeyPrefix'>;
  database: Database;
  log: FastifyBaseLogger;
}): Promise<Core> {
  const { db } = database;
  const channel = config.redisUrl
    ? // ioredis is imported only for a deployment with Redis.
      (await import('../db/invalidation/redis-channel')).createRedisChannel(
        config.redisUrl,
        { prefix: config.redisKeyPrefix },
      )
    : createDatabaseChannel(database);
  const sessionCache = createSessionCache({ channel, log });
  sessionCache.start();
  const afterWrite = sessionCache.sync;
  const afterTouch = sessionCache.notify;
  const users = createUserRepository(db, { afterWrite });
  const authRepository = createAuthRepository(db, { afterWrite, afterTouch });

  return {
    users,
    authRepository,
    sessions: createSessionService(authRepository, sessionCache),
    sessionCache,
    linkTokens: createLinkTokens(authRepository),
    signedTokens: createSignedTokens((name) => serverSecret(db, name)),
    accountLifecycle: createAccountLifecycle(),
    transaction: (fn) =>
      database.transaction((tx, afterCommit) => {
        // Cached sessions and users are dropped once the writes are visible, not before.
        // Every change of the transaction, published once after the commit.
        const changes: Invalidation[] = [];
        const defer = (more: Invalidation[]) => {
          if (changes.length === 0) afterCommit(() => afterWrite(changes));
          changes.push(...more);
        };
        const deferred = {
          afterWrite: async (more: Invalidation[]) => defer(more),
          afterTouch: defer,
        };
        return fn({
          users: createUserRepository(tx, deferred),
          authRepository: createAuthRepository(tx, deferred),
          db: tx,
        });
      }),
    async sweep() {
      await authRepository.sweep();
      // Leases of instances that stopped without releasing them.
      await db
        .delete(sessionCacheLeases)
        .where(
          lt(sessionCacheLeases.expiresAt, sql`now() - interval '1 minute'`),
        );
    },
    async close() {
      await sessionCache.close();
      await channel.close();
    },
  };
}
