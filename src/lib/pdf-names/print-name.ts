import { needsShaping, planName } from './faces';
import type { FontFace, NameRun } from './faces';
import type { Shaper } from './shaping';

import type { PdfDocument } from '@/lib/pdf';

/**
 * A person's name in a PDF, in any of the scripts the name fonts hold (`name-fonts.subsets`): the faces it
 * needs are fetched when the document is made, and the shaping engine only for a script that needs it. The
 * certificate prints the learner's name with it, the receipt the customer's.
 */

/** Reads a font file's bytes (fetched in the browser; answered by msw in tests). */
export type FontReader = (face: FontFace) => Promise<ArrayBuffer>;

/** How the browser reads a face: from the file the build made for it. */
export const fetchFace: FontReader = async (face) => {
  const response = await fetch(face.url);
  if (!response.ok) throw new Error(`font ${face.id}: ${response.status}`);
  return response.arrayBuffer();
};

/** The name has characters none of the name fonts holds: it is not printed as boxes or garbage. */
export class UnprintableNameError extends Error {
  override name = 'UnprintableNameError';
  constructor(readonly characters: readonly string[]) {
    super(`The name fonts cannot print: ${characters.join(' ')}`);
  }
}

/**
 * True when jsPDF's built-in fonts print the text as it is: they are WinAnsi-encoded, so printable ASCII and
 * Latin-1 come out right and anything else (Ł, Ā, Greek, Devanagari) as wrong letters.
 */
export const fitsBuiltInFonts = (text: string): boolean => /^[\u0020-\u007e\u00a0-\u00ff]*$/.test(text);

/** jsPDF's virtual file system holds a font as a binary string, one character per byte. */
function binaryString(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  let text = '';
  for (let start = 0; start < view.length; start += 0x8000)
    text += String.fromCharCode(...view.subarray(start, start + 0x8000));
  return text;
}

/** A name's runs with the bytes of their faces (and shapers), fetched before there is a document. */
export type NameFonts = {
  runs: readonly NameRun[];
  faces: { face: FontFace; bytes: ArrayBuffer; shape: Shaper | null }[];
};

/**
 * Plans the name (composed: a letter and its accent typed as two characters print as the one accented letter)
 * and fetches the faces it needs and, only when a run's script needs it (Devanagari), the shaping engine:
 * Latin, Greek and Cyrillic names never load it. Rejects with UnprintableNameError for letters no face holds.
 */
export async function loadNameFonts(name: string, read: FontReader): Promise<NameFonts> {
  const plan = planName(name.normalize('NFC'));
  if ('missing' in plan) throw new UnprintableNameError(plan.missing);
  const { runs } = plan;
  const used = [...new Set(runs.map((run) => run.face))];
  const [files, shaping] = await Promise.all([
    Promise.all(used.map((face) => read(face))),
    needsShaping(runs) ? import(/* webpackChunkName: "name-shaping" */ './shaping') : null,
  ]);
  return {
    runs,
    faces: used.map((face, index) => {
      const bytes = files[index] as ArrayBuffer;
      return { face, bytes, shape: face.shaping && shaping ? shaping.openShaper(bytes) : null };
    }),
  };
}

/** A name whose faces are registered with one document: measured and drawn in it. */
export type PrintableName = {
  /** Its width at a size in points, in the document's unit. */
  width: (size: number) => number;
  /** Draws it from `x` on a baseline (the document's unit) at a size in points: text in the text colour, outlines in the fill colour. */
  draw: (x: number, baseline: number, size: number) => void;
};

/**
 * Registers the name's faces with the document under their ids and returns the name, ready to measure and
 * draw. Plain-text runs are real text in the embedded subset. A shaped run shows as its glyphs' outlines, and
 * carries the same text, invisible, in logical order and stretched to the same width: what copying, searching
 * and text extraction read (readers would extract shaped Devanagari glyphs in visual order). Leaves the
 * document's font as it found it.
 */
export function embedName(doc: PdfDocument, { runs, faces }: NameFonts): PrintableName {
  for (const { face, bytes } of faces) {
    if (!doc.existsFileInVFS(`${face.id}.ttf`)) doc.addFileToVFS(`${face.id}.ttf`, binaryString(bytes));
    doc.addFont(`${face.id}.ttf`, face.id, 'normal', 'normal', 'Identity-H');
  }
  const shaperOf = (run: NameRun) => faces.find((loaded) => loaded.face === run.face)?.shape ?? null;
  /** The size in points as the document's unit (shaped outlines are drawn in it). */
  const unitsPerPoint = 1 / doc.internal.scaleFactor;
  const withRunFont = <T>(size: number, measureOrDraw: (setRun: (run: NameRun) => void) => T): T => {
    const { fontName, fontStyle } = doc.getFont();
    const fontSize = doc.getFontSize();
    const result = measureOrDraw((run) => {
      doc.setFont(run.face.id, 'normal');
      doc.setFontSize(size);
    });
    doc.setFont(fontName, fontStyle);
    doc.setFontSize(fontSize);
    return result;
  };
  const runWidth = (run: NameRun, size: number, setRun: (run: NameRun) => void) => {
    const shape = shaperOf(run);
    if (shape) return shape(run.text, size * unitsPerPoint).width;
    setRun(run);
    return doc.getTextWidth(run.text);
  };
  return {
    width: (size) =>
      withRunFont(size, (setRun) => runs.reduce((total, run) => total + runWidth(run, size, setRun), 0)),
    draw: (start, baseline, size) =>
      withRunFont(size, (setRun) => {
        let x = start;
        for (const run of runs) {
          setRun(run);
          const shape = shaperOf(run);
          if (!shape) {
            doc.text(run.text, x, baseline);
            x += doc.getTextWidth(run.text);
            continue;
          }
          const { width, outline } = shape(run.text, size * unitsPerPoint);
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
      }),
  };
}
