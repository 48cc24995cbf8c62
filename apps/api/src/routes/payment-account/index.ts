import { paymentEndpoints } from '@ruume/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoints } from '../../http/endpoint-routes';
import { signedIn } from '../../plugins/authenticate';
import { perAccount } from '../../plugins/rate-limit';
import type { PaymentAccountService } from './service';

/** Creating, linking and disconnecting, per account and minute. */
const MUTATIONS_PER_MINUTE = 20;

const p = paymentEndpoints;
const paymentAccountEndpoints = {
  stripeAccount: p.stripeAccount,
  createStripeAccount: p.createStripeAccount,
  deleteStripeAccount: p.deleteStripeAccount,
  onboardingLink: p.onboardingLink,
  monetizedProducts: p.monetizedProducts,
};

/** SPEC §7 payment/stripe/* calls: the creator's own payments account. */
export const paymentAccountRoutes: FastifyPluginAsyncZod<{
  accounts: PaymentAccountService;
}> = async (app, { accounts }) => {
  const mutation = {
    auth: 'user',
    rateLimit: perAccount(MUTATIONS_PER_MINUTE),
  } as const;

  await serveEndpoints(app, paymentAccountEndpoints, {
    stripeAccount: {
      config: { auth: 'user' },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return accounts.get(signedIn(request).user);
      },
    },
    monetizedProducts: {
      config: { auth: 'user' },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return accounts.monetizedProducts(signedIn(request).user);
      },
    },
    createStripeAccount: {
      config: mutation,
      handler: async (request) =>
        accounts.create(signedIn(request).user, request.body.returnUrlRoute),
    },
    onboardingLink: {
      config: mutation,
      handler: async (request) =>
        accounts.onboardingLink(
          signedIn(request).user,
          request.body.returnUrlRoute,
        ),
    },
    deleteStripeAccount: {
      config: mutation,
      handler: async (request, reply) => {
        await accounts.disconnect(signedIn(request).user);
        return reply.code(204).send();
      },
    },
  });
};
