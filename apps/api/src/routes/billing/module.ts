import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type {
  PaymentEvents,
  PaymentsProvider,
} from '../../adapters/payments/payments';
import type { Core } from '../../core';
import { billingRoutes } from './index';
import { createBillingRepository } from './repository';
import { createBillingService } from './service';

/** Plans and billing: built from the payments provider and its events. */
export function createBillingModule(deps: {
  core: Core;
  db: Parameters<typeof createBillingRepository>[0];
  payments: PaymentsProvider;
  events: PaymentEvents;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const repository = createBillingRepository(deps.db);
  const service = createBillingService({
    core: deps.core,
    repository,
    payments: deps.payments,
    publicUrl: deps.publicUrl,
    log: deps.log,
  });
  deps.events.subscribe(service.applyEvent);
  deps.core.accountLifecycle.onDelete(service.cancelBeforeAccountDeletion);
  const routes: FastifyPluginAsyncZod = (app) =>
    billingRoutes(app, {
      billing: service,
      payments: deps.payments,
      events: deps.events,
    });
  return { service, repository, routes };
}
