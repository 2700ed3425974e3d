import { useGetExchangeRateQuery } from './api';
import { DEFAULT_EXCHANGE_RATE, priceBreakdown } from './model';
import type { PriceBreakdown, Product } from './model';

import type { CurrencyCode } from '@/lib/money';

/**
 * The USD to INR rate: the fetched one, the default after a failure, undefined while it loads. Each part
 * that shows a price asks for it itself (one request, shared): a query's answer reaches its readers as a
 * synchronous render, so only the prices read it, never a page or a card around them. Only the answer and
 * the failure matter here, not the request's progress.
 */
export function useExchangeRate(): { rate: number | undefined; rateFailed: boolean } {
  const { data, isError } = useGetExchangeRateQuery(undefined, {
    selectFromResult: (result) => ({ data: result.data, isError: result.isError }),
  });
  return { rate: data ?? (isError ? DEFAULT_EXCHANGE_RATE : undefined), rateFailed: isError };
}

type RateQueryResult = { data?: number; isError: boolean };
const readRate = ({ data, isError }: RateQueryResult) => ({ data, isError });
/** What a price in dollars reads of the rate: nothing, so the rate's answer does not render it again. */
const noRateNeeded = { data: undefined, isError: false };
const readNothing = () => noRateNeeded;

/**
 * The rate a price in `currency` needs: the rate for rupees (as useExchangeRate), none for dollars. The page
 * asks for the rate all the same; only the prices shown in rupees render again when it answers, so on a
 * phone the answer does not re-render every card's price and switch at once, outside any transition.
 */
export function useRateFor(currency: CurrencyCode): number | undefined {
  const { data, isError } = useGetExchangeRateQuery(undefined, {
    selectFromResult: currency === 'USD' ? readNothing : readRate,
  });
  return data ?? (isError ? DEFAULT_EXCHANGE_RATE : undefined);
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
