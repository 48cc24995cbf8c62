import { paymentEndpoints } from '@ruume/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type PaymentEvents,
  type PaymentsProvider,
  WebhookRejectedError,
} from '../../adapters/payments/payments';
import { serveEndpoints } from '../../http/endpoint-routes';
import { apiError } from '../../http/http-error';
import { signedIn } from '../../plugins/authenticate';
import { perAccount } from '../../plugins/rate-limit';
import type { BillingService } from './service';

/** Calls that start a checkout, open a portal or cancel, per account and minute. */
const MUTATIONS_PER_MINUTE = 20;

// Plans and billing's calls; the creators' payment-account calls (payment/stripe/*) are the
// payment-account module's.
const p = paymentEndpoints;
const billingEndpoints = {
  tierPlans: p.tierPlans,
  subscription: p.subscription,
  subscriptionPaymentMethod: p.subscriptionPaymentMethod,
  paymentMethods: p.paymentMethods,
  checkout: p.checkout,
  freeTrialCheckout: p.freeTrialCheckout,
  invoiceHistoryPortal: p.invoiceHistoryPortal,
  paymentMethodUpdatePortal: p.paymentMethodUpdatePortal,
  downgradeToFree: p.downgradeToFree,
  previewPlanChange: p.previewPlanChange,
  changePlan: p.changePlan,
};

export interface BillingRouteDependencies {
  billing: BillingService;
  payments: PaymentsProvider;
  events: PaymentEvents;
}

/** SPEC §7 Payments calls of plans and billing, and the provider's webhook. */
export const billingRoutes: FastifyPluginAsyncZod<
  BillingRouteDependencies
> = async (app, { billing, payments, events }) => {
  const mutation = {
    auth: 'user',
    rateLimit: perAccount(MUTATIONS_PER_MINUTE),
  } as const;
  const noStore = { 'cache-control': 'no-store' };

  await serveEndpoints(app, billingEndpoints, {
    tierPlans: {
      config: { auth: 'public' },
      handler: async () => billing.tierPlans(),
    },
    subscription: {
      config: { auth: 'user' },
      handler: async (request, reply) => {
        reply.headers(noStore);
        return billing.subscription(signedIn(request).user, request.params.id);
      },
    },
    subscriptionPaymentMethod: {
      config: { auth: 'user' },
      handler: async (request, reply) => {
        reply.headers(noStore);
        return billing.subscriptionPaymentMethod(
          signedIn(request).user,
          request.params.id,
        );
      },
    },
    paymentMethods: {
      config: { auth: 'user' },
      handler: async (request, reply) => {
        reply.headers(noStore);
        return billing.paymentMethods(signedIn(request).user);
      },
    },
    checkout: {
      config: mutation,
      handler: async (request) =>
        billing.checkout(
          signedIn(request).user,
          request.body.priceId,
          request.body,
        ),
    },
    freeTrialCheckout: {
      config: mutation,
      handler: async (request) =>
        billing.freeTrial(signedIn(request).user, request.body),
    },
    invoiceHistoryPortal: {
      config: mutation,
      handler: async (request) =>
        billing.portal(
          signedIn(request).user,
          'invoices',
          request.body.returnUrlRoute,
        ),
    },
    paymentMethodUpdatePortal: {
      config: mutation,
      handler: async (request) =>
        billing.portal(
          signedIn(request).user,
          'payment_method_update',
          request.body.returnUrlRoute,
        ),
    },
    downgradeToFree: {
      config: mutation,
      handler: async (request, reply) => {
        await billing.downgradeToFree(
          signedIn(request).user,
          request.body.subscriptionId,
        );
        return reply.code(204).send();
      },
    },
    previewPlanChange: {
      config: mutation,
      handler: async (request, reply) => {
        reply.headers(noStore);
        return billing.previewPlanChange(
          signedIn(request).user,
          request.params.id,
          request.body.priceId,
        );
      },
    },
    changePlan: {
      config: mutation,
      handler: async (request) =>
        billing.changePlan(
          signedIn(request).user,
          request.params.id,
          request.body.priceId,
        ),
    },
  });

  await app.register(webhookRoute, { payments, events });
};

/**
 * POST payment/webhook: the provider's events, verified on the raw body (a JSON parser would
 * change the bytes the signature covers), applied once each.
 */
async function webhookRoute(
  app: FastifyInstance,
  { payments, events }: Pick<BillingRouteDependencies, 'payments' | 'events'>,
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/payment/webhook',
    { config: { auth: 'public', xsrf: false } },
    async (request) => {
      const readWebhook = payments.readWebhook?.bind(payments);
      if (!readWebhook) {
        throw apiError(
          'NOT_FOUND',
          `the ${payments.name} payments provider sends no webhooks`,
        );
      }
      const signature = request.headers['stripe-signature'];
      const body = Buffer.isBuffer(request.body)
        ? request.body
        : Buffer.alloc(0);
      let event;
      try {
        event = await readWebhook(
          body,
          typeof signature === 'string' ? signature : undefined,
        );
      } catch (error) {
        if (error instanceof WebhookRejectedError) {
          request.log.warn({ reason: error.message }, 'webhook rejected');
          throw apiError('WEBHOOK_SIGNATURE_INVALID');
        }
        throw error;
      }
      const outcome = event ? await events.publish(event) : 'ignored';
      return { received: true, outcome };
    },
  );
}
