import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Core } from '../../core';
import type { Db } from '../../db/database';
import type { SalesService } from '../sales/service';
import { shareRoutes } from './index';
import { createShareRepository } from './repository';
import { createShareService } from './service';

/**
 * Recordings shared by their public link: access, downloads, checkouts paying the creator
 * (through the sales module, which records what is paid), and the share page's link preview.
 */
export function createShareModule(deps: {
  core: Core;
  db: Db;
  storage: FileStorage;
  sales: SalesService;
  publicUrl: string;
  apiPrefix: string;
}) {
  const repository = createShareRepository(deps.db);
  const service = createShareService({
    core: deps.core,
    repository,
    sales: deps.sales,
    publicUrl: deps.publicUrl,
    apiPrefix: deps.apiPrefix,
  });
  const routes: FastifyPluginAsyncZod = (app) =>
    shareRoutes(app, {
      shares: service,
      storage: deps.storage,
      publicUrl: deps.publicUrl,
    });
  return { service, repository, routes };
}
