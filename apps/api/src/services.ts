import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createMailing, type Mailing } from './adapters/mail/mailer';
import {
  createGoogleSignIn,
  type GoogleSignIn,
} from './adapters/oidc/google-sign-in';
import {
  createPasswordHasher,
  type PasswordHasher,
} from './adapters/passwords';
import {
  createFileStorage,
  type FileStorage,
} from './adapters/storage/file-storage';
import type { Config } from './config';
import type { Database } from './db/database';
import { createDatabaseChannel } from './db/invalidation/database-channel';
import { sessionCacheLeases } from './db/schema';
import { countAttempt, sweepRateLimits } from './plugins/rate-limit';
import { createAdminRepository } from './routes/admin/repository';
import { type AdminService, createAdminService } from './routes/admin/service';
import {
  type AuthRepository,
  createAuthRepository,
} from './routes/auth/repository';
import { type AuthService, createAuthService } from './routes/auth/service';
import {
  createSessionCache,
  type SessionCache,
} from './routes/auth/session-cache';
import {
  createSessionService,
  type SessionService,
} from './routes/auth/session-service';
import {
  createUserRepository,
  type UserRepository,
} from './routes/user/repository';
import { createUserService, type UserService } from './routes/user/service';

/** Account-change mails one address may receive (SPEC leaves it open; docs/decisions.md). */
const MAIL_CAP = { max: 3, windowMs: 60 * 60 * 1000 };

export interface Services {
  passwords: PasswordHasher;
  mailing: Mailing;
  storage: FileStorage;
  /** undefined when Google sign-in is not configured. */
  google: GoogleSignIn | undefined;
  users: UserRepository;
  authRepository: AuthRepository;
  sessions: SessionService;
  /** Session lookups cached per instance, invalidated through the database (LISTEN/NOTIFY). */
  sessionCache: SessionCache;
  auth: AuthService;
  user: UserService;
  admin: AdminService;
  /** Deletes expired sessions, links and rate-limit counters. */
  sweep(): Promise<void>;
  close(): Promise<void>;
}

/** The adapters chosen by configuration, and the domain services built on them. */
export function createServices(deps: {
  config: Config;
  database: Database;
  apiPrefix: string;
  log: FastifyBaseLogger;
}): Services {
  const { config, database, apiPrefix, log } = deps;
  const { db } = database;

  const passwords = createPasswordHasher(config);
  const mailing = createMailing(config, log);
  const storage = createFileStorage(config, apiPrefix);
  const google = createGoogleSignIn(
    config,
    `${config.publicUrl}${apiPrefix}/auth/login/google/callback`,
  );

  const sessionCache = createSessionCache({
    channel: createDatabaseChannel(database),
    log,
  });
  sessionCache.start();
  const afterWrite = sessionCache.sync;
  const users = createUserRepository(db, { afterWrite });
  const authRepository = createAuthRepository(db, { afterWrite });
  const sessions = createSessionService(authRepository, sessionCache);
  const auth = createAuthService({
    config,
    users,
    repository: authRepository,
    sessions,
    passwords,
    mailer: mailing.mailer,
  });
  const user = createUserService({
    config,
    apiPrefix,
    users,
    authRepository,
    auth,
    passwords,
    mailer: mailing.mailer,
    storage,
    transaction: (fn) =>
      database.transaction((tx, afterCommit) => {
        // Cached sessions and users are dropped once the writes are visible, not before.
        const deferred = { afterWrite: async () => afterCommit(afterWrite) };
        return fn({
          users: createUserRepository(tx, deferred),
          authRepository: createAuthRepository(tx, deferred),
        });
      }),
    mayMail: async (address) =>
      (await countAttempt(db, `mail|${address}`, MAIL_CAP.windowMs)).current <=
      MAIL_CAP.max,
  });
  const admin = createAdminService({
    repository: createAdminRepository(db),
    users,
    authRepository,
    sessions,
  });

  return {
    passwords,
    mailing,
    storage,
    google,
    users,
    authRepository,
    sessions,
    sessionCache,
    auth,
    user,
    admin,
    async sweep() {
      await authRepository.sweep();
      await sweepRateLimits(db);
      // Leases of instances that stopped without releasing them.
      await db
        .delete(sessionCacheLeases)
        .where(
          lt(sessionCacheLeases.expiresAt, sql`now() - interval '1 minute'`),
        );
    },
    async close() {
      await sessionCache.close();
      await mailing.mailer.close();
    },
  };
}
