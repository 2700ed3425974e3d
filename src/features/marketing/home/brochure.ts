import { aboutCopy, purpose, whoWeAre, whyUs } from '../about/content';
import { academiaCopy } from '../academia/content';
import { offeringDetails, overviewSlugs } from '../offerings/content';

import type { PdfDocument } from '@/lib/pdf';
import { site } from '@/lib/site';
import { office } from '@/lib/site-office';

/** The name the brochure downloads under. */
export const BROCHURE_FILE_NAME = 'MindBridge-Consulting-Brochure.pdf';

type PdfConstructor = new (options: { unit: 'mm'; format: 'a4' }) => PdfDocument;

const PAGE = { width: 210, height: 297, margin: 20 } as const;
const NAVY: [number, number, number] = [11, 57, 84];
const TEAL: [number, number, number] = [8, 126, 139];
const AMBER: [number, number, number] = [244, 162, 89];
const INK: [number, number, number] = [22, 32, 42];

/** Writes wrapped text from `y` and returns where the next line starts. */
function paragraph(
  doc: PdfDocument,
  text: string,
  y: number,
  size = 11,
  width = PAGE.width - 2 * PAGE.margin,
) {
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(size);
  doc.setTextColor(...INK);
  const lines = doc.splitTextToSize(text, width) as string[];
  doc.text(lines, PAGE.margin, y);
  return y + lines.length * size * 0.45 + 3;
}

function heading(doc: PdfDocument, text: string, y: number, size = 16) {
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(size);
  doc.setTextColor(...NAVY);
  doc.text(text, PAGE.margin, y);
  doc.setDrawColor(...AMBER);
  doc.setLineWidth(0.8);
  doc.line(PAGE.margin, y + 2.5, PAGE.margin + 24, y + 2.5);
  return y + 11;
}

function footer(doc: PdfDocument, page: number) {
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  doc.setTextColor(90, 100, 110);
  doc.text(`${site.name}  |  ${site.email}  |  ${site.phones.join('  /  ')}`, PAGE.margin, PAGE.height - 12);
  doc.text(String(page), PAGE.width - PAGE.margin, PAGE.height - 12, { align: 'right' });
}

/** PDFs carry the standard fonts' Latin-1 only: typographic quotes and dashes become plain ones. */
const latin1 = (text: string) =>
  text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').replace(/…/g, '...');

/**
 * The company brochure: a cover, who we are and why, the six offerings, and the institute with the
 * contact details, all from the site's own content modules. Returns the finished document.
 */
export function buildBrochure(JsPdf: PdfConstructor): PdfDocument {
  const doc = new JsPdf({ unit: 'mm', format: 'a4' });
  doc.setProperties({ title: `${site.name} brochure`, author: site.name, subject: site.tagline });
  const text = (value: string) => latin1(value);

  // 1. Cover
  doc.setFillColor(...NAVY);
  doc.rect(0, 0, PAGE.width, PAGE.height, 'F');
  doc.setFillColor(...TEAL);
  doc.circle(PAGE.width - 20, 60, 70, 'F');
  doc.setFillColor(...AMBER);
  doc.circle(40, PAGE.height - 40, 28, 'F');
  doc.setTextColor(255, 255, 255);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(34);
  doc.text(site.name, PAGE.margin, 130);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(15);
  doc.text(doc.splitTextToSize(text(site.tagline), 160) as string[], PAGE.margin, 145);
  doc.setFontSize(12);
  doc.text('Consulting  |  Staffing  |  Training & Placement  |  Coaching', PAGE.margin, 170);
  doc.text(
    text(`${office.address.lines.join(', ')} ${office.address.pinCode}`),
    PAGE.margin,
    PAGE.height - 20,
  );

  // 2. Who we are
  doc.addPage();
  let y = heading(doc, 'Who we are', 30);
  for (const line of whoWeAre.paragraphs) y = paragraph(doc, text(line), y);
  y = heading(doc, 'Why you need us', y + 6);
  for (const card of whyUs.cards) {
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(12);
    doc.setTextColor(...TEAL);
    doc.text(card.title, PAGE.margin, y);
    y = paragraph(doc, text(card.text), y + 5.5, 10.5);
  }
  y = heading(doc, aboutCopy.purposeHeading, y + 6);
  for (const item of purpose) {
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(12);
    doc.setTextColor(...TEAL);
    doc.text(item.title, PAGE.margin, y);
    y = paragraph(doc, text(item.text), y + 5.5, 10.5);
  }
  footer(doc, 2);

  // 3. Offerings
  doc.addPage();
  y = heading(doc, 'Our offerings', 30);
  for (const slug of overviewSlugs) {
    const offering = offeringDetails[slug];
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(13);
    doc.setTextColor(...TEAL);
    doc.text(text(offering.title), PAGE.margin, y);
    y = paragraph(doc, text(`${offering.tagline} ${offering.intro[0] ?? ''}`), y + 6, 10.5);
    y += 2;
  }
  footer(doc, 3);

  // 4. Institute and contact
  doc.addPage();
  y = heading(doc, text(academiaCopy.eyebrow), 30);
  y = paragraph(doc, text(academiaCopy.title), y, 13);
  for (const line of academiaCopy.about) y = paragraph(doc, text(line), y);
  y = paragraph(doc, `Eligibility: ${academiaCopy.eligibility.join('; ')}.`, y + 2);
  y = paragraph(doc, `Tracks: ${academiaCopy.tracks.map((track) => track.title).join(', ')}.`, y);
  y = paragraph(doc, `Placement roles: ${academiaCopy.roles.join(', ')}.`, y);
  y = heading(doc, 'Get in touch', y + 8);
  y = paragraph(
    doc,
    text(`${office.address.lines.join(', ')}, ${office.address.pinCode}, ${office.address.country}`),
    y,
  );
  y = paragraph(doc, `E-mail: ${site.email}`, y);
  paragraph(doc, `Phone: ${site.phones.join(', ')}`, y);
  footer(doc, 4);

  return doc;
}
