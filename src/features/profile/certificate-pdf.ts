import { loadPdfLibrary } from '@/lib/pdf';
import type { PdfDocument } from '@/lib/pdf';
import { embedName, loadNameFonts } from '@/lib/pdf-names/print-name';
import type { FontReader, PrintableName } from '@/lib/pdf-names/print-name';
import { site } from '@/lib/site';

// What the certificate's page asks this chunk for beside the layout.
export { UnprintableNameError, fetchFace } from '@/lib/pdf-names/print-name';

/** What a certificate states. */
export type CertificateDetails = {
  learnerName: string;
  courseTitle: string;
  completedOn: string;
  certificateId: string;
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

/** Lays out a landscape A4 certificate of completion with its id, and returns the document. */
export async function drawCertificate(details: CertificateDetails, read: FontReader): Promise<PdfDocument> {
  const { courseTitle, completedOn, certificateId } = details;
  // Composed form: a letter and its accent typed as two characters print as the one accented letter.
  const learnerName = details.learnerName.normalize('NFC').trim();
  // The PDF library, the fonts and (for Devanagari) the shaping engine download side by side; a name with
  // letters no font holds rejects with UnprintableNameError.
  const [JsPdf, nameFonts] = await Promise.all([loadPdfLibrary(), loadNameFonts(learnerName, read)]);
  const doc = new JsPdf({ orientation: 'landscape', unit: 'mm', format: 'a4' });
  doc.setProperties({
    title: `Certificate of Completion: ${courseTitle}`,
    author: site.name,
    subject: `${learnerName} completed ${courseTitle} on ${completedOn}. Certificate ID ${certificateId}.`,
    creator: site.name,
  });
  const name = embedName(doc, nameFonts);
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  const centre = width / 2;
  const centred = (text: string, y: number, size: number, style: 'normal' | 'bold', colour: Colour) => {
    doc.setFont('helvetica', style);
    doc.setFontSize(size);
    doc.setTextColor(...colour);
    doc.text(text, centre, y, { align: 'center' });
  };

  // Two frames: navy at 10 mm from the edge, orange at 15 mm.
  const frame = (inset: number, colour: Colour, thickness: number) => {
    doc.setDrawColor(...colour);
    doc.setLineWidth(thickness);
    doc.rect(inset, inset, width - 2 * inset, height - 2 * inset);
  };
  frame(10, NAVY, 2);
  frame(15, ORANGE, 0.8);

  centred(site.name.toUpperCase(), 38, 14, 'bold', NAVY);
  centred('Certificate of Completion', 62, 34, 'bold', NAVY);
  centred('This certifies that', 84, 14, 'normal', GREY);
  drawName(doc, name, { centre, baseline: 102, maxWidth: width - 60, size: 28 });
  centred('has successfully completed the course', 120, 14, 'normal', GREY);

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(22);
  const titleLines = doc.splitTextToSize(courseTitle, width - 80) as string[];
  titleLines.forEach((line, index) => centred(line, 136 + index * 10, 22, 'bold', TEAL));
  const below = 136 + titleLines.length * 10 + 8;
  centred(`Completed on ${completedOn}`, below, 13, 'normal', GREY);
  centred(`Certificate ID: ${certificateId}`, below + 8, 11, 'normal', GREY);
  centred(site.tagline, 186, 10, 'normal', GREY);
  return doc;
}
