import { salesEndpoints } from '@ruume/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoints } from '../../http/endpoint-routes';
import { sendListPageHeaders } from '../../http/list-page';
import { signedIn } from '../../plugins/authenticate';
import { perAccount } from '../../plugins/rate-limit';
import type { SalesService } from './service';

/** The creator's sales list: one page, the next page's cursor in headers. */
export const salesRoutes: FastifyPluginAsyncZod<{ sales: SalesService }> = (
  app,
  { sales },
) =>
  serveEndpoints(app, salesEndpoints, {
    list: {
      config: { auth: 'user', rateLimit: perAccount(120) },
      handler: async (request, reply) => {
        const query = request.query;
        const page = await sales.page(signedIn(request).user.id, query);
        sendListPageHeaders(request, reply, page.nextCursor, query.limit);
        return page.sales;
      },
    },
  });
