import { useGetExchangeRateQuery } from './api';
import { DEFAULT_EXCHANGE_RATE, priceBreakdown } from './model';
import type { PriceBreakdown, Product } from './model';

import type { CurrencyCode } from '@/lib/money';

type RateRead = { data?: number; isError: boolean };
const readRate = ({ data, isError }: RateRead): RateRead => ({ data, isError });
/** What a price in dollars reads of the rate: nothing, so the rate's answer does not render it again. */
const noRateNeeded: RateRead = { isError: false };
const readNothing = () => noRateNeeded;
const readFailure = ({ isError }: RateRead) => ({ isError });

/**
 * The USD to INR rate a price in `currency` needs: for rupees the fetched one, the default after a failure,
 * undefined while it loads; for dollars none. Each part that shows a price asks for it itself (one request,
 * shared): a query's answer reaches its readers as a synchronous render, so only the prices shown in rupees
 * read it, never a page, a card or a price in dollars around them (on a phone, six prices and their
 * switches rendered again at once, outside any transition, as the rate answered).
 */
export function useRateFor(currency: CurrencyCode): number | undefined {
  const { data, isError } = useGetExchangeRateQuery(undefined, {
    selectFromResult: currency === 'USD' ? readNothing : readRate,
  });
  return data ?? (isError ? DEFAULT_EXCHANGE_RATE : undefined);
}

/** Whether the rate could not be fetched (prices in rupees then use the default rate). */
export function useRateFailed(): boolean {
  return useGetExchangeRateQuery(undefined, { selectFromResult: readFailure }).isError;
}

/** The price of a product at a rate; null for INR while the rate is unknown. */
export const priceAt = (
  product: Product,
  currency: CurrencyCode,
  rate: number | undefined,
): PriceBreakdown | null =>
  currency === 'USD' || rate !== undefined
    ? priceBreakdown(product.priceUsdMinor, currency, rate ?? 0)
    : null;
