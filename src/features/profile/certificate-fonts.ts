import cyrillic from '@fontsource/noto-sans/files/noto-sans-cyrillic-700-normal.woff';
import cyrillicExt from '@fontsource/noto-sans/files/noto-sans-cyrillic-ext-700-normal.woff';
import greek from '@fontsource/noto-sans/files/noto-sans-greek-700-normal.woff';
import latin from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff';
import latinExt from '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff';
import vietnamese from '@fontsource/noto-sans/files/noto-sans-vietnamese-700-normal.woff';
import devanagari from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff';

/** A code point range, inclusive. */
type Range = readonly [number, number];

/** One file of Noto Sans Bold as Fontsource splits it by script, with the characters it holds. */
export type FontFace = {
  /** The file inside its package (tests read it from node_modules). */
  file: string;
  /** Where the browser fetches it: an asset webpack emits, loaded only when a certificate needs it. */
  url: string;
  ranges: readonly Range[];
};

/**
 * The faces a learner's name is printed with, in the order they are tried. The ranges are Fontsource's
 * `unicode-range`s (its unicode.json), so a certificate fetches only the files its name needs.
 */
export const NAME_FACES: readonly FontFace[] = [
  {
    file: 'noto-sans/files/noto-sans-latin-700-normal.woff',
    url: latin,
    ranges: [
      [0x0000, 0x00ff],
      [0x0131, 0x0131],
      [0x0152, 0x0153],
      [0x02bb, 0x02bc],
      [0x02c6, 0x02c6],
      [0x02da, 0x02da],
      [0x02dc, 0x02dc],
      [0x0304, 0x0304],
      [0x0308, 0x0308],
      [0x0329, 0x0329],
      [0x2000, 0x206f],
    ],
  },
  {
    file: 'noto-sans/files/noto-sans-latin-ext-700-normal.woff',
    url: latinExt,
    ranges: [
      [0x0100, 0x02ba],
      [0x02bd, 0x02c5],
      [0x02c7, 0x02cc],
      [0x02ce, 0x02d7],
      [0x02dd, 0x02ff],
      [0x0304, 0x0304],
      [0x0308, 0x0308],
      [0x0329, 0x0329],
      [0x1d00, 0x1dbf],
      [0x1e00, 0x1e9f],
      [0x1ef2, 0x1eff],
      [0x2c60, 0x2c7f],
      [0xa720, 0xa7ff],
    ],
  },
  {
    file: 'noto-sans/files/noto-sans-vietnamese-700-normal.woff',
    url: vietnamese,
    ranges: [
      [0x0102, 0x0103],
      [0x0110, 0x0111],
      [0x0128, 0x0129],
      [0x0168, 0x0169],
      [0x01a0, 0x01a1],
      [0x01af, 0x01b0],
      [0x0300, 0x0301],
      [0x0303, 0x0304],
      [0x0308, 0x0309],
      [0x0323, 0x0323],
      [0x0329, 0x0329],
      [0x1ea0, 0x1ef9],
    ],
  },
  {
    file: 'noto-sans/files/noto-sans-greek-700-normal.woff',
    url: greek,
    ranges: [
      [0x0370, 0x0377],
      [0x037a, 0x037f],
      [0x0384, 0x038a],
      [0x038c, 0x038c],
      [0x038e, 0x03a1],
      [0x03a3, 0x03ff],
    ],
  },
  {
    file: 'noto-sans/files/noto-sans-cyrillic-700-normal.woff',
    url: cyrillic,
    ranges: [
      [0x0301, 0x0301],
      [0x0400, 0x045f],
      [0x0490, 0x0491],
      [0x04b0, 0x04b1],
    ],
  },
  {
    file: 'noto-sans/files/noto-sans-cyrillic-ext-700-normal.woff',
    url: cyrillicExt,
    ranges: [
      [0x0460, 0x052f],
      [0x1c80, 0x1c8a],
      [0x2de0, 0x2dff],
      [0xa640, 0xa69f],
    ],
  },
  {
    file: 'noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
    url: devanagari,
    ranges: [
      [0x0900, 0x097f],
      [0x1cd0, 0x1cf9],
      [0x200c, 0x200d],
      [0x25cc, 0x25cc],
      [0xa830, 0xa839],
      [0xa8e0, 0xa8ff],
    ],
  },
];

const covers = (face: FontFace, codePoint: number) =>
  face.ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

/** A stretch of the name printed with one face. */
export type NameRun = { text: string; face: FontFace };

/**
 * Splits a name into runs, one face each, keeping every user-perceived character (a letter with its
 * marks, a Devanagari syllable's parts) in one face. Returns the characters no face holds instead, when
 * there are any: those names cannot be printed faithfully.
 */
export function planName(name: string): { runs: NameRun[] } | { missing: string[] } {
  const runs: NameRun[] = [];
  const missing: string[] = [];
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const { segment } of segmenter.segment(name)) {
    const codePoints = Array.from(segment, (character) => character.codePointAt(0) ?? 0);
    const previous = runs.at(-1);
    // A character the current face also holds stays in its run: fewer, longer runs shape better.
    const keepsPrevious =
      previous !== undefined && codePoints.every((codePoint) => covers(previous.face, codePoint));
    const face = keepsPrevious
      ? previous.face
      : NAME_FACES.find((candidate) => codePoints.every((codePoint) => covers(candidate, codePoint)));
    if (!face) missing.push(segment);
    else if (previous?.face === face) previous.text += segment;
    else runs.push({ text: segment, face });
  }
  return missing.length > 0 ? { missing: [...new Set(missing)] } : { runs };
}
