import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Mailer } from '../../adapters/mail/mailer';
import type {
  PaymentEvents,
  PaymentsProvider,
} from '../../adapters/payments/payments';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Core } from '../../core';
import type { Db } from '../../db/database';
import { shareRoutes } from './index';
import { createShareRepository } from './repository';
import { createShareService } from './service';

/**
 * Recordings shared by their public link: access, downloads, checkouts paying the creator, the
 * purchases the provider's events complete, and the share page's link preview.
 */
export function createShareModule(deps: {
  core: Core;
  db: Db;
  storage: FileStorage;
  payments: PaymentsProvider;
  events: PaymentEvents;
  mailer: Mailer;
  publicUrl: string;
  apiPrefix: string;
  log: FastifyBaseLogger;
}) {
  const repository = createShareRepository(deps.db);
  const service = createShareService({
    core: deps.core,
    repository,
    payments: deps.payments,
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    apiPrefix: deps.apiPrefix,
    log: deps.log,
  });
  deps.events.subscribe(service.applyEvent);
  const routes: FastifyPluginAsyncZod = (app) =>
    shareRoutes(app, {
      shares: service,
      storage: deps.storage,
      publicUrl: deps.publicUrl,
    });
  return { service, repository, routes };
}
