import { priceInMinorUnits } from '../../../server/backend/pricing';

import { plans, workshops } from './content';
import {
  DEFAULT_EXCHANGE_RATE,
  basePriceMinor,
  checkoutOptions,
  confirmationPayload,
  paymentRecord,
  priceBreakdown,
  readConfirmationReply,
  readExchangeRate,
  readOrder,
  readPaymentResponse,
} from './model';
import type { Order, PriceBreakdown } from './model';

import type { CurrencyCode } from '@/lib/money';

type Row = [title: string, currency: CurrencyCode, rate: number, expected: PriceBreakdown];

const usd = {
  99: { base: 9900, fee: 198, gst: 36, total: 10134 },
  199: { base: 19900, fee: 398, gst: 72, total: 20370 },
  399: { base: 39900, fee: 798, gst: 144, total: 40842 },
};
/** INR at the default rate 86.09: 99 x 86.09 = 8522.91 -> ₹8,523, and so on. */
const inrDefault = {
  99: { base: 852300, fee: 17046, gst: 3068, total: 872414 },
  199: { base: 1713200, fee: 34264, gst: 6168, total: 1753632 },
  399: { base: 3435000, fee: 68700, gst: 12366, total: 3516066 },
};
/** INR at 85.5, the local backend's rate: 99 x 85.5 = 8464.5 rounds half up to ₹8,465. */
const inr855 = {
  99: { base: 846500, fee: 16930, gst: 3047, total: 866477 },
  199: { base: 1701500, fee: 34030, gst: 6125, total: 1741655 },
  399: { base: 3411500, fee: 68230, gst: 12281, total: 3492011 },
};
/** INR at 83.1234: 399 x 83.1234 = 33166.2366 -> ₹33,166; GST 119.3976 -> ₹119.40. */
const inr831234 = {
  99: { base: 822900, fee: 16458, gst: 2962, total: 842320 },
  199: { base: 1654200, fee: 33084, gst: 5955, total: 1693239 },
  399: { base: 3316600, fee: 66332, gst: 11940, total: 3394872 },
};

const byPrice = (priceUsdMinor: number) => (priceUsdMinor / 100) as 99 | 199 | 399;

const rows: Row[] = [...plans, ...workshops].flatMap((product) => {
  const price = byPrice(product.priceUsdMinor);
  return [
    [product.title, 'USD', DEFAULT_EXCHANGE_RATE, usd[price]],
    [product.title, 'USD', 85.5, usd[price]],
    [product.title, 'USD', 83.1234, usd[price]],
    [product.title, 'INR', DEFAULT_EXCHANGE_RATE, inrDefault[price]],
    [product.title, 'INR', 85.5, inr855[price]],
    [product.title, 'INR', 83.1234, inr831234[price]],
  ] satisfies Row[];
});

describe('price breakdown', () => {
  it('covers the six products at 99, 199 and 399 USD', () => {
    expect([...plans, ...workshops].map((p) => [p.title, p.priceUsdMinor])).toEqual([
      ['R-Guru Member', 9900],
      ['University Student / Prior Member', 19900],
      ['Live Mentoring Class', 39900],
      ['Data Management & SQL Basics', 19900],
      ['Reporting (Tables, Figures, Listings)', 19900],
      ['Developing R-Shiny Apps', 19900],
    ]);
  });

  it.each(rows)('%s in %s at rate %d', (title, currency, rate, expected) => {
    const product = [...plans, ...workshops].find((p) => p.title === title);
    if (!product) throw new Error(title);
    const breakdown = priceBreakdown(product.priceUsdMinor, currency, rate);
    expect(breakdown).toEqual(expected);
    expect(breakdown.base + breakdown.fee + breakdown.gst).toBe(breakdown.total);
    // The backend prices the order with the same arithmetic: the page and the charge agree.
    expect(priceInMinorUnits(product.priceUsdMinor / 100, currency, rate)).toEqual(expected);
  });

  it('rounds each part half up to the minor unit', () => {
    // USD 25.25: fee 50.5 cents -> 51; GST 18 % of 51 = 9.18 -> 9.
    expect(priceBreakdown(2525, 'USD', 1)).toEqual({ base: 2525, fee: 51, gst: 9, total: 2585 });
    // USD 12.50: fee 25 cents, GST 4.5 -> 5.
    expect(priceBreakdown(1250, 'USD', 1)).toEqual({ base: 1250, fee: 25, gst: 5, total: 1280 });
    // USD 37.50: fee 75 cents, GST 13.5 -> 14.
    expect(priceBreakdown(3750, 'USD', 1)).toEqual({ base: 3750, fee: 75, gst: 14, total: 3839 });
    // GST just below a half: fee 197 cents x 18 % = 35.46 -> 35.
    expect(priceBreakdown(9850, 'USD', 1)).toEqual({ base: 9850, fee: 197, gst: 35, total: 10082 });
  });

  it('rounds the INR base to whole rupees, half up, exactly', () => {
    expect(basePriceMinor(9900, 'INR', 85.5)).toBe(846500); // 8464.5
    expect(basePriceMinor(9900, 'INR', 85.49)).toBe(846400); // 8463.51
    expect(basePriceMinor(9900, 'INR', 85.4848)).toBe(846300); // 8462.9952
    expect(basePriceMinor(19900, 'INR', 86.0948)).toBe(1713300); // 17132.8652
    expect(basePriceMinor(100, 'INR', 0.5)).toBe(100); // 0.5 -> 1 rupee
    expect(basePriceMinor(9900, 'USD', 85.5)).toBe(9900);
  });
});

describe('reading replies', () => {
  it('reads rates.INR from the exchange-rate service', () => {
    expect(readExchangeRate({ amount: 1, base: 'USD', date: '2026-11-21', rates: { INR: 85.5 } })).toBe(85.5);
    for (const bad of [null, {}, { rates: {} }, { rates: { INR: '85.5' } }, { rates: { INR: 0 } }, '<html>'])
      expect(() => readExchangeRate(bad)).toThrow();
  });

  const orderWire = {
    orderId: 'order_1',
    keyId: 'rzp_test_local',
    amount: 872414,
    currency: 'INR',
    rate: 86.09,
    breakdown: { base: 8523, fee: 170.46, gst: 30.68, total: 8724.14 },
  };

  it('reads an order into minor units', () => {
    expect(readOrder(orderWire)).toEqual({
      orderId: 'order_1',
      keyId: 'rzp_test_local',
      amount: 872414,
      currency: 'INR',
      rate: 86.09,
      breakdown: { base: 852300, fee: 17046, gst: 3068, total: 872414 },
    });
  });

  it('refuses an order whose parts or amount do not add up, or that lacks a field', () => {
    expect(() => readOrder({ ...orderWire, amount: 872415 })).toThrow('does not add up');
    expect(() => readOrder({ ...orderWire, breakdown: { ...orderWire.breakdown, gst: 30.69 } })).toThrow();
    expect(() => readOrder({ ...orderWire, amount: 8724.14 })).toThrow();
    expect(() => readOrder({ ...orderWire, currency: 'EUR' })).toThrow();
    expect(() => readOrder({ ...orderWire, orderId: '' })).toThrow();
    expect(() => readOrder({ ...orderWire, breakdown: undefined })).toThrow();
    expect(() => readOrder(null)).toThrow();
  });

  it('reads the confirmation answers: delivered, refused for good, or unknown (retried)', () => {
    expect(readConfirmationReply({ status: 'confirmed' })).toEqual({
      kind: 'delivered',
      status: 'confirmed',
    });
    expect(readConfirmationReply({ status: 'already processed' })).toEqual({
      kind: 'delivered',
      status: 'already processed',
    });
    expect(readConfirmationReply({ status: 'amount mismatch', message: 'differs' })).toEqual({
      kind: 'refused',
      status: 'amount mismatch',
      message: 'differs',
    });
    expect(() => readConfirmationReply({ message: 'Internal Server Error' })).toThrow();
    expect(() => readConfirmationReply('OK')).toThrow();
  });

  it('reads checkout success responses and rejects incomplete ones', () => {
    expect(
      readPaymentResponse({
        razorpay_payment_id: 'pay_1',
        razorpay_order_id: 'order_1',
        razorpay_signature: 'ab',
      }),
    ).toEqual({ paymentId: 'pay_1', orderId: 'order_1', signature: 'ab' });
    expect(readPaymentResponse({ razorpay_payment_id: 'pay_1' })).toBeUndefined();
    expect(readPaymentResponse(undefined)).toBeUndefined();
  });
});

describe('checkout and confirmation', () => {
  const order: Order = {
    orderId: 'order_1',
    keyId: 'rzp_test_local',
    amount: 10134,
    currency: 'USD',
    rate: 85.5,
    breakdown: usd[99],
  };
  const customer = { name: 'Priya Sharma', email: 'learner@example.com', phone: '+91 98480 22338' };
  const plan = { kind: 'plan' as const, title: 'R-Guru Member', period: '3 months' };

  it('opens checkout with the order amount, description, prefill, notes and a green theme', () => {
    expect(checkoutOptions(plan, order, customer, 'MindBridge Consulting')).toEqual({
      key: 'rzp_test_local',
      amount: 10134,
      currency: 'USD',
      name: 'MindBridge Consulting',
      description: 'Plan: R-Guru Member',
      order_id: 'order_1',
      prefill: { name: 'Priya Sharma', email: 'learner@example.com', contact: '+91 98480 22338' },
      notes: {
        title: 'R-Guru Member',
        period: '3 months',
        basePrice: '99.00',
        platformFee: '1.98',
        gst: '0.36',
        totalAmount: '101.34',
        exchangeRate: '85.5',
        customerName: 'Priya Sharma',
      },
      theme: { color: '#2e7d32' },
    });
    expect(
      checkoutOptions({ ...plan, kind: 'workshop', title: 'Developing R-Shiny Apps' }, order, customer, 'M')
        .description,
    ).toBe('Workshop: Developing R-Shiny Apps');
  });

  it('confirms with the order id, the signature and the amount in minor units', () => {
    const response = { paymentId: 'pay_1', orderId: 'order_1', signature: 'sig' };
    const pending = paymentRecord(plan, order, customer, response, '2026-11-21T10:00:00.000Z');
    expect(confirmationPayload(pending)).toEqual({
      paymentId: 'pay_1',
      orderId: 'order_1',
      signature: 'sig',
      planTitle: 'R-Guru Member',
      amount: 10134,
      currency: 'USD',
      customerName: 'Priya Sharma',
      customerEmail: 'learner@example.com',
      customerPhone: '+91 98480 22338',
    });
    const workshop = paymentRecord({ ...plan, kind: 'workshop' }, order, customer, response, '2026-11-21');
    expect(confirmationPayload(workshop)).toHaveProperty('workshopTitle', 'R-Guru Member');
    expect(confirmationPayload(workshop)).not.toHaveProperty('planTitle');
  });
});
