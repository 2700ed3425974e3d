/**
 * The shared price table (price-cases.json): one rule, written down as cases, that the browser's model and
 * the backend must both reproduce. JSON, so a backend in another language can run the same cases.
 */
import fs from 'node:fs';

export interface PriceCase {
  kind: 'plan' | 'workshop';
  title: string;
  priceUsdMinor: number;
  currency: 'USD' | 'INR';
  rate: number;
  base: number;
  fee: number;
  gst: number;
  total: number;
}

const table = JSON.parse(fs.readFileSync(new URL('./price-cases.json', import.meta.url), 'utf8')) as {
  cases: PriceCase[];
};

export const PRICE_CASES: readonly PriceCase[] = table.cases;

/** The expected breakdown of a case, in the shape both implementations return. */
export const expectedBreakdown = ({ base, fee, gst, total }: PriceCase) => ({ base, fee, gst, total });

/** A case's name for a test title. */
export const caseName = (c: PriceCase): string => `${c.kind} "${c.title}" in ${c.currency} at ${c.rate}`;
