/**
 * One price on both sides: the browser's model (what the page shows) and the backend's pricing (what the
 * order charges) each run every case of the shared table, and both price lists hold the same products.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { PRODUCTS, priceInMinorUnits } from '../../server/backend/pricing';
import { plans, workshops } from '../../src/features/checkout/content';
import { priceBreakdown } from '../../src/features/checkout/model';

import { PRICE_CASES, caseName, expectedBreakdown } from './price-cases';

const browserProducts = [...plans, ...workshops];
const key = (p: { kind: string; title: string }) => `${p.kind}: ${p.title}`;

describe('the shared price table', () => {
  it('covers every product of both price lists, in both currencies, at rates that round at .5', () => {
    const inTable = new Set(PRICE_CASES.map(key));
    assert.deepEqual([...inTable].sort(), browserProducts.map(key).sort());
    assert.deepEqual([...inTable].sort(), PRODUCTS.map(key).sort());
    for (const product of inTable) {
      const currencies = new Set(PRICE_CASES.filter((c) => key(c) === product).map((c) => c.currency));
      assert.deepEqual([...currencies].sort(), ['INR', 'USD'], product);
    }
    const halfRupee = PRICE_CASES.filter(
      (c) => c.currency === 'INR' && ((c.priceUsdMinor * c.rate) / 100) % 1 === 0.5,
    );
    assert.ok(halfRupee.length >= 6, 'cases whose rupee base is exactly half a rupee');
  });

  it('both price lists charge the table price for each product', () => {
    for (const c of PRICE_CASES) {
      assert.equal(browserProducts.find((p) => key(p) === key(c))?.priceUsdMinor, c.priceUsdMinor, key(c));
      assert.equal(PRODUCTS.find((p) => key(p) === key(c))?.priceUsdMinor, c.priceUsdMinor, key(c));
    }
  });

  for (const c of PRICE_CASES) {
    it(`browser and backend agree: ${caseName(c)}`, () => {
      assert.deepEqual(priceBreakdown(c.priceUsdMinor, c.currency, c.rate), expectedBreakdown(c), 'browser');
      assert.deepEqual(
        priceInMinorUnits(c.priceUsdMinor, c.currency, c.rate),
        expectedBreakdown(c),
        'backend',
      );
    });
  }
});
