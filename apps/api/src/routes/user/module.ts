import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Mailer } from '../../adapters/mail/mailer';
import type { PasswordHasher } from '../../adapters/passwords';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Config } from '../../config';
import type { Core } from '../../core';
import { userRoutes } from './index';
import { createUserService } from './service';

/** The signed-in user's own account: profile, images, email, password, deletion. */
export function createUserModule(deps: {
  config: Config;
  apiPrefix: string;
  core: Core;
  passwords: PasswordHasher;
  mailer: Mailer;
  storage: FileStorage;
  mayMail: (address: string) => Promise<boolean>;
}) {
  const { config, core } = deps;
  const service = createUserService({
    config,
    apiPrefix: deps.apiPrefix,
    users: core.users,
    authRepository: core.authRepository,
    linkTokens: core.linkTokens,
    transaction: core.transaction,
    accountLifecycle: core.accountLifecycle,
    passwords: deps.passwords,
    mailer: deps.mailer,
    storage: deps.storage,
    mayMail: deps.mayMail,
  });
  const routes: FastifyPluginAsyncZod = (app) =>
    userRoutes(app, { config, users: service, storage: deps.storage });
  return { service, routes };
}
