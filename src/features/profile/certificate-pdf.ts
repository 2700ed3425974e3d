import { loadPdfLibrary } from '@/lib/pdf';
import type { PdfDocument } from '@/lib/pdf';
import { embedName, loadNameFonts } from '@/lib/pdf-names/print-name';
import type { FontReader, PrintableName } from '@/lib/pdf-names/print-name';
import { drawQrCode } from '@/lib/pdf-qr-code';
import { site } from '@/lib/site';

// What the certificate's page asks this chunk for beside the layout.
export { UnprintableNameError, fetchFace } from '@/lib/pdf-names/print-name';

/** What a certificate states. */
export type CertificateDetails = {
  learnerName: string;
  courseTitle: string;
  completedOn: string;
  certificateId: string;
  /** Where anyone checks it: `{site origin}/verify/{id}`, printed and as a QR code. */
  verificationUrl: string;
};

type Colour = [number, number, number];
const NAVY: Colour = [11, 57, 84];
const ORANGE: Colour = [244, 162, 89];
const TEAL: Colour = [8, 126, 139];
const GREY: Colour = [60, 60, 60];

/**
 * Prints the name centred at a baseline, in the largest size up to `size` that fits `maxWidth`: a long name
 * gets smaller rather than running off the page.
 */
function drawName(
  doc: PdfDocument,
  name: PrintableName,
  {
    centre,
    baseline,
    maxWidth,
    size: largest,
  }: { centre: number; baseline: number; maxWidth: number; size: number },
) {
  const size = Math.min(largest, (largest * maxWidth) / Math.max(1, name.width(largest)));
  doc.setTextColor(...NAVY);
  doc.setFillColor(...NAVY);
  name.draw(centre - name.width(size) / 2, baseline, size);
}

/**
 * Lays out a landscape A4 certificate of completion, and returns the document. Its foot carries what an
 * employer needs to check it: the certificate's id, the verification address, and a QR code of that address.
 */
export async function drawCertificate(details: CertificateDetails, read: FontReader): Promise<PdfDocument> {
  const { courseTitle, completedOn, certificateId, verificationUrl } = details;
  // Composed form: a letter and its accent typed as two characters print as the one accented letter.
  const learnerName = details.learnerName.normalize('NFC').trim();
  // The PDF library, the fonts and (for Devanagari) the shaping engine download side by side; a name with
  // letters no font holds rejects with UnprintableNameError.
  const [JsPdf, nameFonts] = await Promise.all([loadPdfLibrary(), loadNameFonts(learnerName, read)]);
  const doc = new JsPdf({ orientation: 'landscape', unit: 'mm', format: 'a4' });
  doc.setProperties({
    title: `Certificate of Completion: ${courseTitle}`,
    author: site.name,
    subject: `${learnerName} completed ${courseTitle} on ${completedOn}. Certificate ID ${certificateId}. Verify at ${verificationUrl}`,
    creator: site.name,
  });
  const name = embedName(doc, nameFonts);
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  const centre = width / 2;
  const write = (
    text: string,
    x: number,
    y: number,
    size: number,
    style: 'normal' | 'bold',
    colour: Colour,
    align: 'center' | 'left' = 'center',
  ) => {
    doc.setFont('helvetica', style);
    doc.setFontSize(size);
    doc.setTextColor(...colour);
    doc.text(text, x, y, { align });
  };
  const centred = (text: string, y: number, size: number, style: 'normal' | 'bold', colour: Colour) =>
    write(text, centre, y, size, style, colour);

  // Two frames: navy at 10 mm from the edge, orange at 15 mm.
  const frame = (inset: number, colour: Colour, thickness: number) => {
    doc.setDrawColor(...colour);
    doc.setLineWidth(thickness);
    doc.rect(inset, inset, width - 2 * inset, height - 2 * inset);
  };
  frame(10, NAVY, 2);
  frame(15, ORANGE, 0.8);

  centred(site.name.toUpperCase(), 36, 14, 'bold', NAVY);
  centred('Certificate of Completion', 57, 34, 'bold', NAVY);
  centred('This certifies that', 76, 14, 'normal', GREY);
  drawName(doc, name, { centre, baseline: 94, maxWidth: width - 60, size: 28 });
  centred('has successfully completed the course', 110, 14, 'normal', GREY);

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(22);
  const titleLines = doc.splitTextToSize(courseTitle, width - 80) as string[];
  titleLines.slice(0, 2).forEach((line, index) => centred(line, 125 + index * 10, 22, 'bold', TEAL));
  const below = 125 + Math.min(titleLines.length, 2) * 10 + 2;
  centred(`Completed on ${completedOn}`, below, 13, 'normal', GREY);
  centred(site.tagline, below + 8, 10, 'normal', GREY);

  // The foot: the id and the address on the left, the QR code of the address on the right, inside the frames.
  const qrSize = 28;
  const qrX = width - 19 - qrSize;
  const qrY = height - 19 - qrSize;
  drawQrCode(doc, verificationUrl, { x: qrX, y: qrY, size: qrSize });
  const footLeft = 24;
  write(`Certificate ID: ${certificateId}`, footLeft, height - 36, 11, 'bold', NAVY, 'left');
  write('Verify this certificate at', footLeft, height - 29, 10, 'normal', GREY, 'left');
  write(verificationUrl, footLeft, height - 23, 10, 'normal', TEAL, 'left');
  doc.link(footLeft, height - 27, doc.getTextWidth(verificationUrl), 5, { url: verificationUrl });
  return doc;
}
