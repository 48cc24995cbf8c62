import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createPaymentEvents } from './payment-events';
import type { PaymentEvents, PaymentsProvider } from './payments';
import {
  createSandboxPayments,
  type SandboxControls,
} from './sandbox/sandbox-payments';

export interface Payments {
  provider: PaymentsProvider;
  events: PaymentEvents;
  /** Set when the sandbox runs: its hosted pages are served by the api. */
  sandbox: (PaymentsProvider & SandboxControls) | undefined;
}

/**
 * The provider PAYMENTS_PROVIDER names (config validated its secrets), and its events. Stripe's
 * SDK is imported only when it is the provider (≈ 0.1 s of a start that does not use it).
 */
export async function createPayments(deps: {
  config: Config;
  db: Db;
  apiPrefix: string;
  log: FastifyBaseLogger;
}): Promise<Payments> {
  const { config, db, apiPrefix, log } = deps;
  const events = createPaymentEvents(db);
  if (config.paymentsProvider === 'stripe') {
    const { createStripePayments } = await import('./stripe/stripe-payments');
    const provider = createStripePayments({
      secretKey: config.stripeSecretKey as string,
      webhookSecret: config.stripeWebhookSecret as string,
      apiBase: config.stripeApiBase,
      log,
    });
    return { provider, events, sandbox: undefined };
  }
  const sandbox = createSandboxPayments({
    db,
    events,
    pagesUrl: `${config.publicUrl}${apiPrefix}/payment/sandbox`,
    log,
  });
  return { provider: sandbox, events, sandbox };
}
