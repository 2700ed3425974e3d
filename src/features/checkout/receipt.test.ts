import type { PaymentRecord } from './model';
import { drawReceipt, receiptContent } from './receipt';

import type { FontReader } from '@/lib/pdf-names/print-name';
import { fetchFace } from '@/lib/pdf-names/print-name';

import { readPdf } from '@test/pdf-document';

/** A workshop paid in INR (the amounts as the backend priced them). */
const record: PaymentRecord = {
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
};

describe('receipt content', () => {
  it('names the item, ids, date and the amounts exactly as priced, in the paid currency', () => {
    expect(receiptContent(record)).toEqual({
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

describe('receipt PDF', () => {
  const billedTo = (name: string): PaymentRecord => ({ ...record, customer: { ...record.customer, name } });
  /** The faces as the browser fetches them (answered by msw), and which were asked for. */
  const reader = () => {
    const read = jest.fn<ReturnType<FontReader>, Parameters<FontReader>>(fetchFace);
    return { read, faces: () => read.mock.calls.map(([face]) => face.id) };
  };
  const nameFonts = (fonts: string[]) => fonts.filter((font) => font.startsWith('noto-sans'));

  it('prints a name Helvetica holds in Helvetica, fetching no font', async () => {
    const { read, faces } = reader();
    const pdf = await readPdf((await drawReceipt(billedTo('José Müller'), read)).output('arraybuffer'));
    expect(faces()).toEqual([]);
    expect(nameFonts(pdf.fonts)).toEqual([]);
    expect(pdf.subject).toBe('Payment pay_1 by José Müller <learner@example.com>');
  });

  it('prints Łukasz, Greek and Devanagari names in the name fonts, fetching only the faces they need', async () => {
    for (const [name, expected] of [
      ['Łukasz Ananyā', ['noto-sans-bold-latin', 'noto-sans-bold-latin-ext-a']],
      ['Ελένη', ['noto-sans-bold-greek', 'noto-sans-bold-latin']],
      ['अनन्या शर्मा', ['noto-sans-bold-latin', 'noto-sans-devanagari-bold']],
    ] as const) {
      const { read, faces } = reader();
      const pdf = await readPdf((await drawReceipt(billedTo(name), read)).output('arraybuffer'));
      expect({ name, fetched: faces().sort() }).toEqual({ name, fetched: [...expected] });
      expect({ name, fonts: nameFonts(pdf.fonts) }).toEqual({ name, fonts: [...expected] });
      // The rest of the receipt stays in Helvetica.
      expect(pdf.fonts).toEqual(expect.arrayContaining(['Helvetica', 'Helvetica-Bold']));
    }
  });

  it('bills a name no font holds by its e-mail address, keeping the whole name in the subject', async () => {
    const { read, faces } = reader();
    const doc = await drawReceipt(billedTo('محمد'), read);
    const pdf = await readPdf(doc.output('arraybuffer'));
    expect(faces()).toEqual([]);
    expect(nameFonts(pdf.fonts)).toEqual([]);
    expect(pdf.subject).toBe('Payment pay_1 by محمد <learner@example.com>');
    expect(doc.output()).toContain('(<learner@example.com>) Tj');
  });
});
