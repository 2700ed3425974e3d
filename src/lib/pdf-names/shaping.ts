import { create } from 'fontkit';
import type { Font } from 'fontkit';

/** One step of a filled outline, as jsPDF's `path()` takes it: move, line, cubic curve, close. */
export type PathStep = { op: 'm' | 'l' | 'c' | 'h'; c: number[] };

/** A run of text shaped and placed: outlines relative to its start on the baseline (y up), and its advance. */
export type ShapedRun = { width: number; outline: PathStep[] };

/** Shapes text in a font and returns its glyphs' outlines at a size, in the document's units. */
export type Shaper = (text: string, size: number) => ShapedRun;

/**
 * Opens a font for shaping with fontkit, whose OpenType shapers (Indic, Universal) order and combine what a
 * script like Devanagari needs: the i-matra before its consonant, reph above the syllable's end, conjuncts and
 * half forms. This module and fontkit load only for a name in such a script.
 */
export function openShaper(bytes: ArrayBuffer): Shaper {
  // fontkit reads any byte array; its types ask for Node's Buffer, which a browser has no need of.
  const opened = create(new Uint8Array(bytes) as unknown as Buffer);
  if (!('layout' in opened)) throw new Error('The shaping font is a collection, not a font');
  const font: Font = opened;
  return (text, size) => {
    const { glyphs, positions } = font.layout(text);
    const scale = size / font.unitsPerEm;
    const outline: PathStep[] = [];
    let advance = 0;
    glyphs.forEach((glyph, index) => {
      const position = positions[index];
      const originX = advance + (position?.xOffset ?? 0);
      const originY = position?.yOffset ?? 0;
      const at = (x: number, y: number) => [(originX + x) * scale, (originY + y) * scale];
      let current = [0, 0];
      for (const { command, args } of glyph.path.commands) {
        const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = args;
        if (command === 'moveTo') outline.push({ op: 'm', c: at(a, b) });
        else if (command === 'lineTo') outline.push({ op: 'l', c: at(a, b) });
        else if (command === 'bezierCurveTo')
          outline.push({ op: 'c', c: [...at(a, b), ...at(c, d), ...at(e, f)] });
        else if (command === 'quadraticCurveTo') {
          // TrueType outlines are quadratic; PDF paths are cubic: the same curve, with its control points at
          // two thirds of the way to the quadratic one.
          const [x0 = 0, y0 = 0] = current;
          const control1 = at(x0 + (2 / 3) * (a - x0), y0 + (2 / 3) * (b - y0));
          const control2 = at(c + (2 / 3) * (a - c), d + (2 / 3) * (b - d));
          outline.push({ op: 'c', c: [...control1, ...control2, ...at(c, d)] });
        } else outline.push({ op: 'h', c: [] });
        if (command === 'moveTo' || command === 'lineTo') current = [a, b];
        else if (command === 'quadraticCurveTo') current = [c, d];
        else if (command === 'bezierCurveTo') current = [e, f];
      }
      advance += position?.xAdvance ?? glyph.advanceWidth;
    });
    return { width: advance * scale, outline };
  };
}
