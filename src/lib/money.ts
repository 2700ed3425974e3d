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

/** The currency's symbol ($ or ₹). */
export const currencySymbol = (currency: CurrencyCode): string => symbols[currency];

/** Digits in groups of three for dollars; for rupees, three and then twos (lakh and crore): 12,34,567. */
function groupDigits(digits: string, currency: CurrencyCode): string {
  if (digits.length <= 3) return digits;
  const size = currency === 'INR' ? 2 : 3;
  const groups = [digits.slice(-3)];
  let rest = digits.slice(0, -3);
  for (; rest.length > size; rest = rest.slice(0, -size)) groups.unshift(rest.slice(-size));
  groups.unshift(rest);
  return groups.join(',');
}

/**
 * The amount's number in the currency's grouping, without a symbol: "8,523.00" or "1,23,456.78", as
 * `Intl.NumberFormat` writes it for en-US and en-IN. Written out rather than asked of Intl: a page's first
 * number format loads the locale's data, a task long enough to block input on a phone, and the prices are
 * on the first screen of the page that sells.
 */
export function formatAmount(minor: number, currency: CurrencyCode): string {
  const whole = Math.round(Math.abs(minor));
  const major = String(Math.floor(whole / MINOR_PER_MAJOR));
  const fraction = String(whole % MINOR_PER_MAJOR).padStart(2, '0');
  return `${minor < 0 && whole > 0 ? '-' : ''}${groupDigits(major, currency)}.${fraction}`;
}

/** An amount for the page: "$101.34", "₹8,693.43". */
export const formatMoney = (minor: number, currency: CurrencyCode): string =>
  `${currencySymbol(currency)}${formatAmount(minor, currency)}`;

/** An amount with its ISO code, for documents whose fonts lack ₹: "INR 8,693.43". */
export const formatMoneyWithCode = (minor: number, currency: CurrencyCode): string =>
  `${currency} ${formatAmount(minor, currency)}`;
