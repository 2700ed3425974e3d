import type { CurrencyCode, PriceBreakdownWire, ProductKind } from './wire';

/** One thing the site sells, priced in US cents (spec part 2, section 9). */
export interface Product {
  kind: ProductKind;
  title: string;
  priceUsdMinor: number;
  period: string;
  /** How long a payment gives access, from the day it was paid (docs/api.md, "Plans"). */
  months: number;
}

export const PRODUCTS: readonly Product[] = [
  { kind: 'plan', title: 'R-Guru Member', priceUsdMinor: 9900, period: '3 months', months: 3 },
  {
    kind: 'plan',
    title: 'University Student / Prior Member',
    priceUsdMinor: 19900,
    period: '12 months',
    months: 12,
  },
  {
    kind: 'plan',
    title: 'Live Mentoring Class',
    priceUsdMinor: 39900,
    period: '6 months plus 1:1 mentoring',
    months: 6,
  },
  {
    kind: 'workshop',
    title: 'Data Management & SQL Basics',
    priceUsdMinor: 19900,
    period: '3 months',
    months: 3,
  },
  {
    kind: 'workshop',
    title: 'Reporting (Tables, Figures, Listings)',
    priceUsdMinor: 19900,
    period: '3 months',
    months: 3,
  },
  {
    kind: 'workshop',
    title: 'Developing R-Shiny Apps',
    priceUsdMinor: 19900,
    period: '3 months',
    months: 3,
  },
];

/** Finds a product by kind and exact title. */
export function findProduct(kind: ProductKind, title: string): Product | undefined {
  return PRODUCTS.find((p) => p.kind === kind && p.title === title);
}

/** A price split into its parts, in minor units (cents or paise). */
export interface MinorBreakdown {
  base: number;
  fee: number;
  gst: number;
  total: number;
}

const FEE_PERCENT = 2n;
const GST_PERCENT = 18n;
/** Rates count in millionths: a published rate has at most 6 decimals. */
const RATE_MILLIONTHS = 1_000_000n;

/** numerator / denominator rounded half up, in exact integer arithmetic (both non-negative). */
function roundedQuotient(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  return 2n * remainder >= denominator ? quotient + 1n : quotient;
}

/**
 * The price rule (DECISIONS.md, Checkout), the same as the browser's model and refereed by the shared case
 * table in test/contract/price-cases.json: base in the chosen currency (INR base = USD x rate rounded half
 * up to whole rupees, the rate taken to 6 decimals), fee 2 % of base and GST 18 % of the fee, each rounded
 * half up to the minor unit. Integers throughout, so the total is exactly the sum of its parts.
 */
export function priceInMinorUnits(
  priceUsdMinor: number,
  currency: CurrencyCode,
  rate: number,
): MinorBreakdown {
  if (!Number.isSafeInteger(priceUsdMinor) || priceUsdMinor < 0)
    throw new RangeError(`Not a price in cents: ${priceUsdMinor}`);
  if (!Number.isFinite(rate) || rate <= 0) throw new RangeError(`Not an exchange rate: ${rate}`);
  const cents = BigInt(priceUsdMinor);
  const base =
    currency === 'USD'
      ? cents
      : roundedQuotient(cents * BigInt(Math.round(rate * 1_000_000)), 100n * RATE_MILLIONTHS) * 100n;
  const fee = roundedQuotient(base * FEE_PERCENT, 100n);
  const gst = roundedQuotient(fee * GST_PERCENT, 100n);
  return { base: Number(base), fee: Number(fee), gst: Number(gst), total: Number(base + fee + gst) };
}

/** The breakdown in major units, as the order response carries it. */
export function toMajorUnits(minor: MinorBreakdown): PriceBreakdownWire {
  return { base: minor.base / 100, fee: minor.fee / 100, gst: minor.gst / 100, total: minor.total / 100 };
}
