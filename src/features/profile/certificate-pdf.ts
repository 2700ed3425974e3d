// fontkit's Indic and Universal shapers are generators compiled for regenerator: without its runtime a
// Devanagari name throws "regeneratorRuntime is not defined". Loaded here, with the PDF library, on demand.
import 'regenerator-runtime/runtime';

import fontkit from '@pdf-lib/fontkit';
import type { Font, Glyph } from '@pdf-lib/fontkit';
import {
  PDFDocument,
  StandardFonts,
  TextRenderingMode,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setCharacterSqueeze,
  setTextRenderingMode,
} from 'pdf-lib';
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';

import { planName } from './certificate-fonts';
import type { FontFace, NameRun } from './certificate-fonts';

import { site } from '@/lib/site';

/** What a certificate states. */
export type CertificateDetails = {
  learnerName: string;
  courseTitle: string;
  completedOn: string;
  certificateId: string;
};

/** Reads a font file's bytes (fetched in the browser; read from node_modules in tests). */
export type FontReader = (face: FontFace) => Promise<ArrayBuffer>;

/** The name has characters none of the certificate's fonts holds: it is not printed as boxes or garbage. */
export class UnprintableNameError extends Error {
  override name = 'UnprintableNameError';
  constructor(readonly characters: readonly string[]) {
    super(`The certificate's fonts cannot print: ${characters.join(' ')}`);
  }
}

const MM = 72 / 25.4;
const NAVY = rgb(11 / 255, 57 / 255, 84 / 255);
const ORANGE = rgb(244 / 255, 162 / 255, 89 / 255);
const TEAL = rgb(8 / 255, 126 / 255, 139 / 255);
const GREY = rgb(60 / 255, 60 / 255, 60 / 255);

/** fontkit's path has transforms its type declarations leave out. */
type ScalablePath = Glyph['path'] & { scale: (x: number, y: number) => Glyph['path'] };

/**
 * A copy of a font whose layout maps each character to its own glyph in text order, without shaping:
 * what the invisible text layer uses, so a PDF reader extracts the name in logical order. (Shaped
 * Devanagari puts the i-matra before its consonant and the reph after its syllable, and readers would
 * extract that visual order.)
 */
function unshaped(font: Font): Font {
  const copy = Object.create(font) as Font;
  copy.layout = (text: string) => {
    const glyphs = font.glyphsForString(text);
    return {
      glyphs,
      positions: glyphs.map((glyph) => ({
        xAdvance: glyph.advanceWidth,
        yAdvance: 0,
        xOffset: 0,
        yOffset: 0,
      })),
      script: 'Zyyy',
    } as unknown as ReturnType<Font['layout']>;
  };
  return copy;
}

type NameFace = { shaper: Font; text: PDFFont };

/** Loads each face the name needs once: fontkit's font to shape with, and its unshaped subset in the PDF. */
async function loadFaces(doc: PDFDocument, runs: readonly NameRun[], read: FontReader) {
  const faces = new Map<FontFace, NameFace>();
  let nextIsUnshaped = false;
  doc.registerFontkit({
    create: (bytes: Uint8Array, postscriptName?: string) => {
      const font = fontkit.create(bytes, postscriptName);
      return nextIsUnshaped ? unshaped(font) : font;
    },
  });
  for (const face of new Set(runs.map((run) => run.face))) {
    const bytes = new Uint8Array(await read(face));
    const shaper = fontkit.create(bytes);
    const missing = runs
      .filter((run) => run.face === face)
      .flatMap((run) => Array.from(run.text))
      .filter((character) => !shaper.hasGlyphForCodePoint(character.codePointAt(0) ?? 0));
    if (missing.length > 0) throw new UnprintableNameError([...new Set(missing)]);
    nextIsUnshaped = true;
    const text = await doc.embedFont(bytes, { subset: true });
    nextIsUnshaped = false;
    faces.set(face, { shaper, text });
  }
  return faces;
}

/** A run shaped by fontkit: its glyphs, their placement and its width at a size. */
function shape(face: NameFace, text: string, size: number) {
  const { glyphs, positions } = face.shaper.layout(text);
  const scale = size / face.shaper.unitsPerEm;
  let advance = 0;
  const placed = glyphs.map((glyph, index) => {
    const position = positions[index];
    const at = {
      glyph,
      x: (advance + (position?.xOffset ?? 0)) * scale,
      y: (position?.yOffset ?? 0) * scale,
    };
    advance += position?.xAdvance ?? glyph.advanceWidth;
    return at;
  });
  return { placed, scale, width: advance * scale };
}

/**
 * Prints the name centred at a baseline: what shows is the shaped glyphs' outlines (conjuncts, matras
 * and marks placed by fontkit's OpenType shapers), and over it the same text, invisible, in an embedded
 * subset of the font, in logical order, which is what copying, searching and text extraction read.
 */
function drawName(
  page: PDFPage,
  runs: readonly NameRun[],
  faces: Map<FontFace, NameFace>,
  {
    centre,
    baseline,
    maxWidth,
    size: largest,
    color,
  }: { centre: number; baseline: number; maxWidth: number; size: number; color: RGB },
) {
  const faceOf = (run: NameRun) => faces.get(run.face) as NameFace;
  const widthAt = (size: number) =>
    runs.reduce((total, run) => total + shape(faceOf(run), run.text, size).width, 0);
  // A long name gets smaller rather than running off the page.
  const size = Math.min(largest, (largest * maxWidth) / Math.max(1, widthAt(largest)));
  let x = centre - widthAt(size) / 2;
  for (const run of runs) {
    const face = faceOf(run);
    const { placed, scale, width } = shape(face, run.text, size);
    for (const { glyph, x: dx, y: dy } of placed) {
      const outline = (glyph.path as ScalablePath).scale(scale, -scale).toSVG();
      if (outline) page.drawSvgPath(outline, { x: x + dx, y: baseline + dy, color, borderWidth: 0 });
    }
    // The invisible layer spans the same width as what shows, so a selection covers the printed name.
    const textWidth = face.text.widthOfTextAtSize(run.text, size);
    page.pushOperators(
      pushGraphicsState(),
      setTextRenderingMode(TextRenderingMode.Invisible),
      setCharacterSqueeze(textWidth > 0 ? (100 * width) / textWidth : 100),
    );
    page.drawText(run.text, { x, y: baseline, size, font: face.text });
    page.pushOperators(popGraphicsState());
    x += width;
  }
}

/** Lays out a landscape A4 certificate of completion with its id, and returns the PDF's bytes. */
export async function drawCertificate(details: CertificateDetails, read: FontReader): Promise<Uint8Array> {
  const { learnerName, courseTitle, completedOn, certificateId } = details;
  const plan = planName(learnerName.trim());
  if ('missing' in plan) throw new UnprintableNameError(plan.missing);

  const doc = await PDFDocument.create();
  doc.setTitle(`Certificate of Completion: ${courseTitle}`);
  doc.setAuthor(site.name);
  doc.setSubject(
    `${learnerName} completed ${courseTitle} on ${completedOn}. Certificate ID ${certificateId}.`,
  );
  doc.setCreator(site.name);
  const faces = await loadFaces(doc, plan.runs, read);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  const page = doc.addPage([297 * MM, 210 * MM]);
  const { width, height } = page.getSize();
  const centre = width / 2;
  // Measured from the top in millimetres, as the design was drawn.
  const fromTop = (mm: number) => height - mm * MM;
  const centred = (text: string, mm: number, size: number, font: PDFFont, color: RGB) =>
    page.drawText(text, {
      x: centre - font.widthOfTextAtSize(text, size) / 2,
      y: fromTop(mm),
      size,
      font,
      color,
    });

  // Two frames: navy at 10 mm from the edge, orange at 15 mm.
  const frame = (inset: number, color: RGB, thickness: number) =>
    page.drawRectangle({
      x: inset * MM,
      y: inset * MM,
      width: width - 2 * inset * MM,
      height: height - 2 * inset * MM,
      borderColor: color,
      borderWidth: thickness * MM,
    });
  frame(10, NAVY, 2);
  frame(15, ORANGE, 0.8);

  centred(site.name.toUpperCase(), 38, 14, bold, NAVY);
  centred('Certificate of Completion', 62, 34, bold, NAVY);
  centred('This certifies that', 84, 14, regular, GREY);
  drawName(page, plan.runs, faces, {
    centre,
    baseline: fromTop(102),
    maxWidth: width - 60 * MM,
    size: 28,
    color: NAVY,
  });
  centred('has successfully completed the course', 120, 14, regular, GREY);

  const titleLines = wrap(courseTitle, bold, 22, width - 80 * MM);
  titleLines.forEach((line, index) => centred(line, 136 + index * 10, 22, bold, TEAL));
  const below = 136 + titleLines.length * 10 + 8;
  centred(`Completed on ${completedOn}`, below, 13, regular, GREY);
  centred(`Certificate ID: ${certificateId}`, below + 8, 11, regular, GREY);
  centred(site.tagline, 186, 10, regular, GREY);
  return doc.save();
}

/** Breaks a title into lines that fit the width, at spaces. */
function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && font.widthOfTextAtSize(`${last} ${word}`, size) <= maxWidth) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines;
}

/** How the browser reads a face: from the asset webpack emitted for it. */
export const fetchFace: FontReader = async (face) => {
  const response = await fetch(face.url);
  if (!response.ok) throw new Error(`font ${face.file}: ${response.status}`);
  return response.arrayBuffer();
};
