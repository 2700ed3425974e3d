/**
 * Money as integer minor units (cents, paise): sums and percentages stay exact, and the amount handed to
 * a payment provider is the integer it expects. Major units appear only at the edges (wire, display).
 */

/** The currencies the site sells in. */
export type CurrencyCode = 'USD' | 'INR';

export const CURRENCIES: readonly CurrencyCode[] = ['USD', 'INR'];

/** Minor units in one major unit, for every currency the site uses (both have two decimals). */
const MINOR_PER_MAJOR = 100;

/** True for the currency codes the site sells in. */
export const isCurrencyCode = (value: unknown): value is CurrencyCode => value === 'USD' || value === 'INR';

/** `numerator / denominator` rounded half up, for non-negative integers, without floating-point error. */
export function divideRoundingHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * Major units (as a wire or a price list carries them) to integer minor units. Goes through the decimal
 * text so 101.34 becomes 10134, not 10133.999…
 */
export function toMinorUnits(major: number): number {
  if (!Number.isFinite(major)) throw new RangeError(`Not an amount: ${major}`);
  return Math.round(Number((major * MINOR_PER_MAJOR).toFixed(6)));
}

/** Integer minor units to major units, for display and for wires that speak major units. */
export const toMajorUnits = (minor: number): number => minor / MINOR_PER_MAJOR;

const symbols: Record<CurrencyCode, string> = { USD: '$', INR: '₹' };
const locales: Record<CurrencyCode, string> = { USD: 'en-US', INR: 'en-IN' };

/** The currency's symbol ($ or ₹). */
export const currencySymbol = (currency: CurrencyCode): string => symbols[currency];

const numberFormats = new Map<CurrencyCode, Intl.NumberFormat>();
const numberFormat = (currency: CurrencyCode): Intl.NumberFormat => {
  let format = numberFormats.get(currency);
  if (!format) {
    // Grouping as the currency's readers expect it: 1,234,567.00 for dollars, 12,34,567.00 for rupees.
    format = new Intl.NumberFormat(locales[currency], { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    numberFormats.set(currency, format);
  }
  return format;
};

/** The amount's number in the currency's grouping, without a symbol: "8,523.00" or "1,23,456.78". */
export const formatAmount = (minor: number, currency: CurrencyCode): string =>
  numberFormat(currency).format(toMajorUnits(minor));

/** An amount for the page: "$101.34", "₹8,693.43". */
export const formatMoney = (minor: number, currency: CurrencyCode): string =>
  `${currencySymbol(currency)}${formatAmount(minor, currency)}`;

/** An amount with its ISO code, for documents whose fonts lack ₹: "INR 8,693.43". */
export const formatMoneyWithCode = (minor: number, currency: CurrencyCode): string =>
  `${currency} ${formatAmount(minor, currency)}`;
