import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import type { PaymentEvents } from '../payments';
import { checkoutFlows } from './checkout-flows';
import { connectFlows } from './connect-flows';
import { planChangeFlows } from './plan-change-flows';
import { portalFlows } from './portal-flows';
import { createSandboxContext } from './sandbox-context';
import type { SandboxPayments } from './sandbox-controls';
import { createSandboxStore } from './sandbox-store';
import { subscriptionFlows } from './subscription-flows';

export type {
  RenewalOutcome,
  RenewalResult,
  SandboxControls,
  SandboxPayments,
} from './sandbox-controls';

export interface SandboxPaymentsDeps {
  db: Db;
  events: Pick<PaymentEvents, 'publish'>;
  /** Absolute base of the hosted pages, e.g. `${publicUrl}/api/v1/payment/sandbox`. */
  pagesUrl: string;
  now?: () => Date;
  log?: FastifyBaseLogger;
}

/**
 * The built-in payments provider: offline, its records in `sandbox_objects`, its own hosted
 * pages (sandbox-routes.ts), and every change published as a PaymentEvent, as Stripe's
 * webhooks report them for the stripe provider.
 */
export function createSandboxPayments(
  deps: SandboxPaymentsDeps,
): SandboxPayments {
  const context = createSandboxContext({
    ...deps,
    store: createSandboxStore(deps.db),
  });
  return {
    name: 'sandbox',
    ...subscriptionFlows(context),
    ...planChangeFlows(context),
    ...checkoutFlows(context),
    ...portalFlows(context),
    ...connectFlows(context),
  };
}
