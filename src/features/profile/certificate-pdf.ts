import { needsShaping, planName } from './certificate-fonts';
import type { FontFace, NameRun } from './certificate-fonts';
import type { Shaper } from './certificate-shaping';

import { loadPdfLibrary } from '@/lib/pdf';
import type { PdfDocument } from '@/lib/pdf';
import { site } from '@/lib/site';

/** What a certificate states. */
export type CertificateDetails = {
  learnerName: string;
  courseTitle: string;
  completedOn: string;
  certificateId: string;
};

/** Reads a font file's bytes (fetched in the browser; answered by msw in tests). */
export type FontReader = (face: FontFace) => Promise<ArrayBuffer>;

/** The name has characters none of the certificate's fonts holds: it is not printed as boxes or garbage. */
export class UnprintableNameError extends Error {
  override name = 'UnprintableNameError';
  constructor(readonly characters: readonly string[]) {
    super(`The certificate's fonts cannot print: ${characters.join(' ')}`);
  }
}

type Colour = [number, number, number];
const NAVY: Colour = [11, 57, 84];
const ORANGE: Colour = [244, 162, 89];
const TEAL: Colour = [8, 126, 139];
const GREY: Colour = [60, 60, 60];
/** Millimetres in a point: font sizes are in points, the page in millimetres. */
const MM_PER_PT = 25.4 / 72;

/** jsPDF's virtual file system holds a font as a binary string, one character per byte. */
function binaryString(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  let text = '';
  for (let start = 0; start < view.length; start += 0x8000)
    text += String.fromCharCode(...view.subarray(start, start + 0x8000));
  return text;
}

/** A face ready to print with: registered in the document under its id, with its shaper if its script needs one. */
type LoadedFace = { face: FontFace; shape: Shaper | null };

/**
 * Fetches the fonts the name needs and, only when a run's script needs it (Devanagari), the shaping engine:
 * Latin, Greek and Cyrillic names never load it.
 */
async function fetchFaces(runs: readonly NameRun[], read: FontReader) {
  const used = [...new Set(runs.map((run) => run.face))];
  const [files, shaping] = await Promise.all([
    Promise.all(used.map((face) => read(face))),
    needsShaping(runs) ? import(/* webpackChunkName: "certificate-shaping" */ './certificate-shaping') : null,
  ]);
  return used.map((face, index) => {
    const bytes = files[index] as ArrayBuffer;
    return { face, bytes, shape: face.shaping && shaping ? shaping.openShaper(bytes) : null };
  });
}

/** Registers each face with the document under its id. */
function addFaces(doc: PdfDocument, fetched: Awaited<ReturnType<typeof fetchFaces>>) {
  const loaded = new Map<FontFace, LoadedFace>();
  for (const { face, bytes, shape } of fetched) {
    doc.addFileToVFS(`${face.id}.ttf`, binaryString(bytes));
    doc.addFont(`${face.id}.ttf`, face.id, 'normal', 'normal', 'Identity-H');
    loaded.set(face, { face, shape });
  }
  return loaded;
}

/** The width of a run at a size in points: its shaped advance, or the font's advances for plain text. */
function runWidth(doc: PdfDocument, run: NameRun, loaded: LoadedFace, size: number): number {
  if (loaded.shape) return loaded.shape(run.text, size * MM_PER_PT).width;
  doc.setFont(loaded.face.id, 'normal');
  doc.setFontSize(size);
  return doc.getTextWidth(run.text);
}

/**
 * Prints the name centred at a baseline, in the largest size up to `size` that fits `maxWidth`. Plain-text runs
 * are real text in the embedded subset. A shaped run shows as its glyphs' outlines, and carries the same text,
 * invisible, in logical order and stretched to the same width: what copying, searching and text extraction
 * read (readers would extract shaped Devanagari glyphs in visual order).
 */
function drawName(
  doc: PdfDocument,
  runs: readonly NameRun[],
  faces: Map<FontFace, LoadedFace>,
  {
    centre,
    baseline,
    maxWidth,
    size: largest,
  }: { centre: number; baseline: number; maxWidth: number; size: number },
) {
  const faceOf = (run: NameRun) => faces.get(run.face) as LoadedFace;
  const widthAt = (size: number) =>
    runs.reduce((total, run) => total + runWidth(doc, run, faceOf(run), size), 0);
  // A long name gets smaller rather than running off the page.
  const size = Math.min(largest, (largest * maxWidth) / Math.max(1, widthAt(largest)));
  let x = centre - widthAt(size) / 2;
  doc.setTextColor(...NAVY);
  doc.setFillColor(...NAVY);
  for (const run of runs) {
    const loaded = faceOf(run);
    doc.setFont(loaded.face.id, 'normal');
    doc.setFontSize(size);
    if (!loaded.shape) {
      doc.text(run.text, x, baseline);
      x += doc.getTextWidth(run.text);
      continue;
    }
    const { width, outline } = loaded.shape(run.text, size * MM_PER_PT);
    // Outlines are y-up from the run's origin; the page is y-down from its top.
    doc.path(
      outline.map(({ op, c }) => ({
        op,
        c: c.map((value, i) => (i % 2 === 0 ? x + value : baseline - value)),
      })),
    );
    doc.fill();
    const textWidth = doc.getTextWidth(run.text);
    // The horizontal scale is text state that would outlive this run: kept inside its own graphics state.
    doc.saveGraphicsState();
    doc.text(run.text, x, baseline, {
      renderingMode: 'invisible',
      horizontalScale: textWidth > 0 ? width / textWidth : 1,
    });
    doc.restoreGraphicsState();
    x += width;
  }
}

/** Lays out a landscape A4 certificate of completion with its id, and returns the document. */
export async function drawCertificate(details: CertificateDetails, read: FontReader): Promise<PdfDocument> {
  const { courseTitle, completedOn, certificateId } = details;
  // Composed form: a letter and its accent typed as two characters print as the one accented letter.
  const learnerName = details.learnerName.normalize('NFC').trim();
  const plan = planName(learnerName);
  if ('missing' in plan) throw new UnprintableNameError(plan.missing);

  // The PDF library, the fonts and (for Devanagari) the shaping engine download side by side.
  const [JsPdf, fetched] = await Promise.all([loadPdfLibrary(), fetchFaces(plan.runs, read)]);
  const doc = new JsPdf({ orientation: 'landscape', unit: 'mm', format: 'a4' });
  doc.setProperties({
    title: `Certificate of Completion: ${courseTitle}`,
    author: site.name,
    subject: `${learnerName} completed ${courseTitle} on ${completedOn}. Certificate ID ${certificateId}.`,
    creator: site.name,
  });
  const faces = addFaces(doc, fetched);
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
  drawName(doc, plan.runs, faces, { centre, baseline: 102, maxWidth: width - 60, size: 28 });
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

/** How the browser reads a face: from the file the build made for it. */
export const fetchFace: FontReader = async (face) => {
  const response = await fetch(face.url);
  if (!response.ok) throw new Error(`font ${face.id}: ${response.status}`);
  return response.arrayBuffer();
};
