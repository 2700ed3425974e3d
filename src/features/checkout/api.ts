import { checkoutCopy } from './content';
import { readExchangeRate, readOrder } from './model';
import type { Customer, Order, ProductKind } from './model';

import { callEndpoint } from '@/lib/api-error';
import { baseApi } from '@/lib/base-api';
import { getConfig } from '@/lib/config';
import type { CurrencyCode } from '@/lib/money';

/** What the page asks the backend to price: never an amount, which only the backend computes. */
export type OrderRequest = { kind: ProductKind; title: string; currency: CurrencyCode; customer: Customer };

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getExchangeRate: build.query<number, undefined>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        // An absolute URL from the runtime configuration: the base query leaves it as it is.
        callEndpoint(
          baseQuery,
          getConfig().exchangeRateUrl,
          {
            failed: checkoutCopy.rateFailed,
            malformed: checkoutCopy.rateFailed,
            network: checkoutCopy.rateFailed,
          },
          readExchangeRate,
        ),
      providesTags: ['ExchangeRate'],
      // One read per visit is plenty: the backend prices the order with its own rate anyway.
      keepUnusedDataFor: 3600,
    }),
    createOrder: build.mutation<Order, OrderRequest>({
      queryFn: (request, _api, _extra, baseQuery) =>
        callEndpoint(
          baseQuery,
          { url: '/api/orders.php', method: 'POST', body: request },
          {
            failed: checkoutCopy.gatewayUnavailable,
            malformed: checkoutCopy.gatewayUnavailable,
            network: checkoutCopy.gatewayUnavailable,
          },
          readOrder,
        ),
    }),
  }),
});

export const { useGetExchangeRateQuery, useCreateOrderMutation } = checkoutApi;
