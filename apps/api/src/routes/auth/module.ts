import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Mailer } from '../../adapters/mail/mailer';
import type { GoogleSignIn } from '../../adapters/oidc/google-sign-in';
import type { PasswordHasher } from '../../adapters/passwords';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Config } from '../../config';
import type { Core } from '../../core';
import { authRoutes } from './index';
import { createAuthService } from './service';

/** Registration, sign-in (password and Google), verification and reset links. */
export function createAuthModule(deps: {
  config: Config;
  core: Core;
  passwords: PasswordHasher;
  mailer: Mailer;
  storage: FileStorage;
  google: GoogleSignIn | undefined;
  /** Counts a mail to an address and says whether it may still go (the owner of a taken one). */
  mayMail(address: string): Promise<boolean>;
}) {
  const { config, core } = deps;
  const service = createAuthService({
    config,
    users: core.users,
    repository: core.authRepository,
    sessions: core.sessions,
    linkTokens: core.linkTokens,
    passwords: deps.passwords,
    mailer: deps.mailer,
    mayMail: deps.mayMail,
  });
  const routes: FastifyPluginAsyncZod = (app) =>
    authRoutes(app, {
      config,
      auth: service,
      sessions: core.sessions,
      storage: deps.storage,
      google: deps.google,
    });
  return { service, routes };
}
