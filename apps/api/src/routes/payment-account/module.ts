import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type {
  PaymentEvents,
  PaymentsProvider,
} from '../../adapters/payments/payments';
import type { Core } from '../../core';
import type { Db } from '../../db/database';
import { paymentAccountRoutes } from './index';
import { createPaymentAccountRepository } from './repository';
import { createPaymentAccountService } from './service';

/** Creators' connected payments accounts, on the payments provider and its events. */
export function createPaymentAccountModule(deps: {
  core: Core;
  db: Db;
  payments: PaymentsProvider;
  events: PaymentEvents;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const repository = createPaymentAccountRepository(deps.db);
  const service = createPaymentAccountService({
    core: deps.core,
    repository,
    payments: deps.payments,
    publicUrl: deps.publicUrl,
    log: deps.log,
  });
  deps.events.subscribe(service.applyEvent);
  deps.core.accountLifecycle.onDelete(service.closeBeforeAccountDeletion);
  const routes: FastifyPluginAsyncZod = (app) =>
    paymentAccountRoutes(app, { accounts: service });
  return { service, repository, routes };
}
