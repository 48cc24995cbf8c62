import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PasswordHasher } from '../../adapters/passwords';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Core } from '../../core';
import type { Db } from '../../db/database';
import { templateRoutes } from './index';
import { createTemplateRepository } from './repository';
import { createTemplateService } from './service';

/** Room templates: hosts' own (media in storage, tier rules) and the seeded stock set. */
export function createTemplateModule(deps: {
  core: Core;
  db: Db;
  storage: FileStorage;
  passwords: PasswordHasher;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const repository = createTemplateRepository(deps.db);
  const service = createTemplateService({ ...deps, repository });
  deps.core.accountLifecycle.onDelete(service.deleteFilesOf);
  const routes: FastifyPluginAsyncZod = (app) =>
    templateRoutes(app, { templates: service, storage: deps.storage });
  return { service, repository, routes };
}
