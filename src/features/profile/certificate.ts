import { certificateFileName } from './model';

import { saveFile } from '@/lib/download';
import { loadPdfLibrary } from '@/lib/pdf';
import type { PdfDocument } from '@/lib/pdf';
import { site } from '@/lib/site';

/** What a certificate states. */
export type CertificateDetails = { learnerName: string; courseTitle: string; completedOn: string };

type PdfConstructor = Awaited<ReturnType<typeof loadPdfLibrary>>;

/** Lays out a landscape A4 certificate of completion. */
export function drawCertificate(
  JsPdf: PdfConstructor,
  { learnerName, courseTitle, completedOn }: CertificateDetails,
): PdfDocument {
  const doc = new JsPdf({ orientation: 'landscape', unit: 'mm', format: 'a4' });
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  const centre = width / 2;
  doc.setProperties({
    title: `Certificate of Completion: ${courseTitle}`,
    author: site.name,
    subject: courseTitle,
  });

  doc.setDrawColor(11, 57, 84);
  doc.setLineWidth(2);
  doc.rect(10, 10, width - 20, height - 20);
  doc.setDrawColor(244, 162, 89);
  doc.setLineWidth(0.8);
  doc.rect(15, 15, width - 30, height - 30);

  doc.setTextColor(11, 57, 84);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(14);
  doc.text(site.name.toUpperCase(), centre, 38, { align: 'center' });
  doc.setFontSize(34);
  doc.text('Certificate of Completion', centre, 62, { align: 'center' });

  doc.setFont('helvetica', 'normal');
  doc.setTextColor(60, 60, 60);
  doc.setFontSize(14);
  doc.text('This certifies that', centre, 84, { align: 'center' });
  doc.setFont('helvetica', 'bold');
  doc.setTextColor(11, 57, 84);
  doc.setFontSize(28);
  doc.text(learnerName, centre, 102, { align: 'center' });

  doc.setFont('helvetica', 'normal');
  doc.setTextColor(60, 60, 60);
  doc.setFontSize(14);
  doc.text('has successfully completed the course', centre, 120, { align: 'center' });
  doc.setFont('helvetica', 'bold');
  doc.setTextColor(8, 126, 139);
  doc.setFontSize(22);
  const titleLines = doc.splitTextToSize(courseTitle, width - 80) as string[];
  doc.text(titleLines, centre, 136, { align: 'center' });

  doc.setFont('helvetica', 'normal');
  doc.setTextColor(60, 60, 60);
  doc.setFontSize(13);
  doc.text(`Completed on ${completedOn}`, centre, 136 + titleLines.length * 10 + 8, { align: 'center' });
  doc.setFontSize(10);
  doc.text(site.tagline, centre, height - 24, { align: 'center' });
  return doc;
}

/** Makes the certificate in the browser (the PDF library loads only now) and hands it over as a download. */
export async function downloadCertificate(details: CertificateDetails): Promise<void> {
  const JsPdf = await loadPdfLibrary();
  const doc = drawCertificate(JsPdf, details);
  saveFile(doc.output('blob'), certificateFileName(details.courseTitle));
}
