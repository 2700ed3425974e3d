import type { PaymentRecord } from './model';
import { GST_PERCENT, PLATFORM_FEE_PERCENT, checkoutDescription, receiptFileName } from './model';

import { saveFile } from '@/lib/download';
import { formatMoneyWithCode } from '@/lib/money';
import { loadPdfLibrary } from '@/lib/pdf';
import type { PdfDocument } from '@/lib/pdf';
import {
  UnprintableNameError,
  embedName,
  fetchFace,
  fitsBuiltInFonts,
  loadNameFonts,
} from '@/lib/pdf-names/print-name';
import type { FontReader, NameFonts } from '@/lib/pdf-names/print-name';
import { site } from '@/lib/site';

const BILLED_TO = 'Billed to';

/** The receipt's text, in the order it is printed: amounts exactly as the backend priced the order. */
export type ReceiptContent = {
  heading: string;
  details: [label: string, value: string][];
  amounts: [label: string, value: string][];
  footer: string;
};

const receiptDate = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** What a payment's receipt says (pure, so it is tested without a PDF). */
export function receiptContent(record: PaymentRecord): ReceiptContent {
  const money = (minor: number) => formatMoneyWithCode(minor, record.currency);
  const details: [string, string][] = [
    ['Item', checkoutDescription(record)],
    ['Access period', record.period],
    ['Order ID', record.orderId],
    ['Payment ID', record.paymentId],
    ['Date', `${receiptDate.format(new Date(record.paidAt))} IST`],
    [BILLED_TO, `${record.customer.name} <${record.customer.email}>`],
  ];
  if (record.currency === 'INR') details.push(['Exchange rate', `1 USD = ${record.rate} INR`]);
  return {
    heading: `${site.name}: payment receipt`,
    details,
    amounts: [
      ['Base Price', money(record.breakdown.base)],
      [`Platform Fee (${PLATFORM_FEE_PERCENT}%)`, money(record.breakdown.fee)],
      [`GST on Platform Fee (${GST_PERCENT}%)`, money(record.breakdown.gst)],
      ['Total Amount', money(record.breakdown.total)],
    ],
    footer: `Questions about this payment? Write to ${site.email}.`,
  };
}

/**
 * The fonts the "Billed to" line needs when Helvetica cannot print it (a name like Łukasz, Ελένη or अनन्या):
 * the name fonts the certificate uses. None for a name Helvetica prints, so most receipts fetch no font. A
 * name with letters no font holds is billed by its e-mail address alone (the PDF's subject keeps the whole
 * name), never printed as wrong letters.
 */
async function billedToFonts(
  details: ReceiptContent['details'],
  record: PaymentRecord,
  read: FontReader,
): Promise<{ details: ReceiptContent['details']; fonts: NameFonts | null }> {
  const billedTo = details.find(([label]) => label === BILLED_TO)?.[1] ?? '';
  if (fitsBuiltInFonts(billedTo)) return { details, fonts: null };
  try {
    return { details, fonts: await loadNameFonts(billedTo, read) };
  } catch (error) {
    if (!(error instanceof UnprintableNameError)) throw error;
    const byEmail = `<${record.customer.email}>`;
    return {
      details: details.map(([label, value]) => [label, label === BILLED_TO ? byEmail : value]),
      fonts: null,
    };
  }
}

/** Lays out the receipt PDF (the PDF library loads now, not with the page), and the fonts its name needs. */
export async function drawReceipt(record: PaymentRecord, read: FontReader = fetchFace): Promise<PdfDocument> {
  const content = receiptContent(record);
  const [JsPdf, billed] = await Promise.all([loadPdfLibrary(), billedToFonts(content.details, record, read)]);
  const doc = new JsPdf({ unit: 'pt', format: 'a4' });
  doc.setProperties({
    title: `Receipt ${record.paymentId}`,
    author: site.name,
    subject: `Payment ${record.paymentId} by ${record.customer.name} <${record.customer.email}>`,
  });
  const billedTo = billed.fonts ? embedName(doc, billed.fonts) : null;
  const left = 56;
  const right = 539;
  let y = 72;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(18);
  doc.text(content.heading, left, y);
  y += 32;
  doc.setFontSize(11);
  for (const [label, value] of billed.details) {
    doc.setFont('helvetica', 'bold');
    doc.text(label, left, y);
    doc.setFont('helvetica', 'normal');
    if (label === BILLED_TO && billedTo) billedTo.draw(left + 120, y, 11);
    else doc.text(value, left + 120, y);
    y += 20;
  }
  y += 12;
  doc.line(left, y, right, y);
  y += 24;
  content.amounts.forEach(([label, value], index) => {
    const last = index === content.amounts.length - 1;
    if (last) {
      doc.line(left, y - 14, right, y - 14);
      doc.setFont('helvetica', 'bold');
    }
    doc.text(label, left, y);
    doc.text(value, right, y, { align: 'right' });
    y += 22;
  });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  doc.text(content.footer, left, y + 24);
  return doc;
}

/** Makes the receipt PDF in the browser and hands it over as a download. */
export async function downloadReceipt(record: PaymentRecord): Promise<void> {
  const doc = await drawReceipt(record);
  saveFile(doc.output('blob'), receiptFileName(record.paymentId));
}
