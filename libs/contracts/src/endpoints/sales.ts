// Beyond SPEC §7: a creator's sales of every product kind, one list (docs/sales.md).
import { endpointsOf } from './endpoint';

const { call } = endpointsOf(() => import('./schemas'));

export const salesEndpoints = {
  /**
   * Signed in: the caller's sales per product and currency, newest sale first; `?cursor=&limit=`
   * pages through them, the next page's cursor in the x-next-cursor header.
   */
  list: call('GET', '/sales', (s) => ({
    query: s.listPageQuerySchema,
    response: s.creatorSalesListSchema,
  })),
};
