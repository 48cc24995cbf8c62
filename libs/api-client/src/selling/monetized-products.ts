import { paymentEndpoints } from '@ruume/contracts';
import { fromEndpoint } from '../endpoints/endpoint-query';
import { baseApi } from '../query/base-api';

/**
 * GET payment/monetized-products: what the account sells now (paid recordings, donations, paid
 * rooms). Two domains say it before a change that stops those sales — billing's plan
 * cancellation and monetization's disconnect — so the call lives here, once, for both.
 */
export const monetizedProductsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    monetizedProducts: build.query(
      fromEndpoint(paymentEndpoints.monetizedProducts),
    ),
  }),
});

export const { useMonetizedProductsQuery } = monetizedProductsApi;
