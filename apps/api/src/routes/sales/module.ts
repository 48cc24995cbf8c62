import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Mailer } from '../../adapters/mail/mailer';
import type {
  PaymentEvents,
  PaymentsProvider,
} from '../../adapters/payments/payments';
import type { Core } from '../../core';
import type { Db } from '../../db/database';
import { createSalesRepository } from './repository';
import { salesRoutes } from './index';
import { createSalesService } from './service';

/**
 * Creator sales (docs/sales.md): one module for every product a creator sells. The product
 * modules (share, room) are handed its service by services.ts, and sell through it.
 */
export function createSalesModule(deps: {
  core: Core;
  db: Db;
  payments: PaymentsProvider;
  events: PaymentEvents;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const repository = createSalesRepository(deps.db);
  const service = createSalesService({ ...deps, repository });
  deps.events.subscribe(service.applyEvent);
  deps.core.accountLifecycle.onDelete(service.anonymiseBuyersOf);
  const routes: FastifyPluginAsyncZod = (app) =>
    salesRoutes(app, { sales: service });
  return { service, repository, routes };
}
