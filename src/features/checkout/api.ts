import { checkoutCopy } from './content';
import { readExchangeRate } from './model';

import { backendCall } from '@/lib/api-error';
import { baseApi } from '@/lib/base-api';
import { getConfig } from '@/lib/config';

/**
 * What the checkout page reads from the backend as it shows: the exchange rate. The order the payment dialog
 * creates is order-api.ts's, which loads with the dialog (and brings the sign-in's token handling with it).
 */
export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getExchangeRate: build.query<number, undefined>({
      queryFn: backendCall({
        // An absolute URL from the runtime configuration: the base query leaves it as it is.
        request: () => getConfig().exchangeRateUrl,
        failures: {
          failed: checkoutCopy.rateFailed,
          malformed: checkoutCopy.rateFailed,
          network: checkoutCopy.rateFailed,
        },
        read: readExchangeRate,
      }),
      providesTags: ['ExchangeRate'],
      // One read per visit is plenty: the backend prices the order with its own rate anyway.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetExchangeRateQuery } = checkoutApi;
