import { receiptContent } from './receipt';

describe('receipt content', () => {
  it('names the item, ids, date and the amounts exactly as priced, in the paid currency', () => {
    expect(
      receiptContent({
        paymentId: 'pay_1',
        orderId: 'order_1',
        kind: 'workshop',
        title: 'Reporting (Tables, Figures, Listings)',
        period: '3 months',
        currency: 'INR',
        rate: 85.5,
        breakdown: { base: 1701500, fee: 34030, gst: 6125, total: 1741655 },
        customer: { name: 'Priya Sharma', email: 'learner@example.com', phone: '+91 98480 22338' },
        paidAt: '2026-11-21T05:00:00.000Z',
      }),
    ).toEqual({
      heading: 'MindBridge Consulting: payment receipt',
      details: [
        ['Item', 'Workshop: Reporting (Tables, Figures, Listings)'],
        ['Access period', '3 months'],
        ['Order ID', 'order_1'],
        ['Payment ID', 'pay_1'],
        ['Date', '21 November 2026 at 10:30 am IST'],
        ['Billed to', 'Priya Sharma <learner@example.com>'],
        ['Exchange rate', '1 USD = 85.5 INR'],
      ],
      amounts: [
        ['Base Price', 'INR 17,015.00'],
        ['Platform Fee (2%)', 'INR 340.30'],
        ['GST on Platform Fee (18%)', 'INR 61.25'],
        ['Total Amount', 'INR 17,416.55'],
      ],
      footer: 'Questions about this payment? Write to info@mindbridgeconsulting.in.',
    });
  });
});
