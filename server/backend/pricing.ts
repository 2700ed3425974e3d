import type { CurrencyCode, PriceBreakdownWire, ProductKind } from './wire';

/** One thing the site sells, priced in US dollars (spec part 2, section 9). */
export interface Product {
  kind: ProductKind;
  title: string;
  priceUsd: number;
  period: string;
}

export const PRODUCTS: readonly Product[] = [
  { kind: 'plan', title: 'R-Guru Member', priceUsd: 99, period: '3 months' },
  { kind: 'plan', title: 'University Student / Prior Member', priceUsd: 199, period: '12 months' },
  { kind: 'plan', title: 'Live Mentoring Class', priceUsd: 399, period: '6 months plus 1:1 mentoring' },
  { kind: 'workshop', title: 'Data Management & SQL Basics', priceUsd: 199, period: '3 months' },
  { kind: 'workshop', title: 'Reporting (Tables, Figures, Listings)', priceUsd: 199, period: '3 months' },
  { kind: 'workshop', title: 'Developing R-Shiny Apps', priceUsd: 199, period: '3 months' },
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

/**
 * Base in the chosen currency (INR base = round(USD x rate) whole rupees), fee 2 % of base and GST 18 %
 * of the fee, each rounded half up to the minor unit: integer arithmetic, so the total is exact.
 */
export function priceInMinorUnits(priceUsd: number, currency: CurrencyCode, rate: number): MinorBreakdown {
  const base = currency === 'USD' ? Math.round(priceUsd * 100) : Math.round(priceUsd * rate) * 100;
  const fee = Math.round((base * 2) / 100);
  const gst = Math.round((fee * 18) / 100);
  return { base, fee, gst, total: base + fee + gst };
}

/** The breakdown in major units, as the order response carries it. */
export function toMajorUnits(minor: MinorBreakdown): PriceBreakdownWire {
  return { base: minor.base / 100, fee: minor.fee / 100, gst: minor.gst / 100, total: minor.total / 100 };
}
