import { plans, workshops } from './content';
import {
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
import type { Order } from './model';

// Every product in both currencies at several rates is the shared price table's job (test/contract/
// prices.test.ts runs it against this model and the backend); these cases pin the rounding itself.
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
    breakdown: { base: 9900, fee: 198, gst: 36, total: 10134 },
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
