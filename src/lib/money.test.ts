import fc from 'fast-check';

import {
  currencySymbol,
  divideRoundingHalfUp,
  formatAmount,
  formatMoney,
  formatMoneyWithCode,
  isCurrencyCode,
  toMajorUnits,
  toMinorUnits,
} from './money';
import type { CurrencyCode } from './money';

describe('money in minor units', () => {
  it('divides rounding half up, exactly', () => {
    expect(divideRoundingHalfUp(450, 100)).toBe(5); // 4.5
    expect(divideRoundingHalfUp(449, 100)).toBe(4);
    expect(divideRoundingHalfUp(1350, 100)).toBe(14); // 13.5
    expect(divideRoundingHalfUp(0, 100)).toBe(0);
    expect(divideRoundingHalfUp(170145000, 10000)).toBe(17015); // 17014.5
  });

  it('converts major to minor units without floating-point drift', () => {
    expect(toMinorUnits(101.34)).toBe(10134);
    expect(toMinorUnits(1.005)).toBe(101);
    expect(toMinorUnits(8714.14)).toBe(871414);
    expect(toMinorUnits(0.07)).toBe(7);
    expect(toMinorUnits(35160.66)).toBe(3516066);
    expect(() => toMinorUnits(Number.NaN)).toThrow(RangeError);
    expect(toMajorUnits(10134)).toBe(101.34);
  });

  it('formats each currency with its symbol and grouping', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('INR')).toBe('₹');
    expect(formatMoney(10134, 'USD')).toBe('$101.34');
    expect(formatMoney(123456789, 'USD')).toBe('$1,234,567.89');
    expect(formatMoney(12345678, 'INR')).toBe('₹1,23,456.78');
    expect(formatMoney(852300, 'INR')).toBe('₹8,523.00');
    expect(formatAmount(36, 'USD')).toBe('0.36');
    expect(formatMoneyWithCode(3516066, 'INR')).toBe('INR 35,160.66');
  });

  it('writes every amount as Intl.NumberFormat does for en-US and en-IN, without loading it', () => {
    const intl = {
      USD: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      INR: new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    };
    fc.assert(
      fc.property(
        // Up to ten billion: beyond, the major-unit double Intl is given loses the paise.
        fc.integer({ min: 0, max: 1_000_000_000_000 }),
        fc.constantFrom<CurrencyCode>('USD', 'INR'),
        (minor, currency) => formatAmount(minor, currency) === intl[currency].format(toMajorUnits(minor)),
      ),
      {
        examples: [
          [0, 'INR'],
          [99, 'USD'],
          [100000, 'INR'],
          [10000000, 'INR'],
          [123456789012, 'INR'],
        ],
      },
    );
  });

  it('knows the currencies it sells in', () => {
    expect(isCurrencyCode('USD')).toBe(true);
    expect(isCurrencyCode('INR')).toBe(true);
    expect(isCurrencyCode('EUR')).toBe(false);
    expect(isCurrencyCode(undefined)).toBe(false);
  });
});
