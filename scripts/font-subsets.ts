import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

import { create } from 'fontkit';
import subsetFont from 'subset-font';

import { parseUnicodeRange } from '../src/lib/unicode-range';
import type { CodePointRange } from '../src/lib/unicode-range';

/**
 * One font a certificate may print a name with, as `src/lib/pdf-names/name-fonts.subsets` lists them: a
 * source font from a package, the characters to keep of it (exactly those the source holds: the build checks),
 * and whether the script needs an OpenType shaper (Devanagari) or is printed as plain text (Latin, Greek,
 * Cyrillic).
 */
export type FaceSpec = { id: string; source: string; unicodeRange: string; shaping: boolean };

export type BuiltFace = {
  id: string;
  /** The subset as a TrueType file: what jsPDF embeds, and fontkit shapes with. */
  bytes: Buffer;
  ranges: CodePointRange[];
  shaping: boolean;
  /** The source font file (a build input). */
  sourceFile: string;
};

const root = path.resolve(__dirname, '..');
const requireFromRoot = createRequire(path.join(root, 'package.json'));

/** Parses and checks the list of faces. */
export function readFaceSpecs(json: string): FaceSpec[] {
  const specs = JSON.parse(json) as FaceSpec[];
  for (const spec of specs) {
    if (!spec.id || !spec.source || !spec.unicodeRange || typeof spec.shaping !== 'boolean')
      throw new Error(`A face needs id, source, unicodeRange and shaping: ${JSON.stringify(spec)}`);
  }
  return specs;
}

/** subset-font 2.9's options: its type declarations predate `noHinting` and `dropTables`. */
type SubsetOptions = NonNullable<Parameters<typeof subsetFont>[2]> & {
  noHinting?: boolean;
  dropTables?: string[];
};

const codePointsOf = (ranges: readonly CodePointRange[]) =>
  ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, index) => first + index));

/**
 * Subsets the source font to the face's characters with HarfBuzz (hb-subset) and writes TrueType, the format
 * jsPDF embeds. Plain-text faces drop hinting and the OpenType layout tables (jsPDF places glyphs by their
 * advances alone); a shaping face keeps GSUB/GPOS and every glyph they reach (conjuncts, half forms, marks).
 */
export async function buildFace(spec: FaceSpec): Promise<BuiltFace> {
  const sourceFile = requireFromRoot.resolve(spec.source);
  const ranges = parseUnicodeRange(spec.unicodeRange);
  const codePoints = codePointsOf(ranges);
  const options: SubsetOptions = {
    targetFormat: 'sfnt',
    noHinting: true,
    ...(spec.shaping ? {} : { noLayoutClosure: true, dropTables: ['GSUB', 'GPOS', 'GDEF'] }),
  };
  const bytes = await subsetFont(await readFile(sourceFile), String.fromCodePoint(...codePoints), options);
  // The certificate decides which face prints a letter from these ranges alone: each must have its glyph.
  const font = create(bytes);
  if (!('characterSet' in font)) throw new Error(`${spec.id}: the subset is not a single font`);
  const held = new Set(font.characterSet);
  const missing = codePoints.filter((codePoint) => !held.has(codePoint));
  if (missing.length > 0) {
    const list = missing.map((codePoint) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`);
    throw new Error(`${spec.id}: ${spec.source} has no glyph for ${list.join(', ')}`);
  }
  return { id: spec.id, bytes, ranges, shaping: spec.shaping, sourceFile };
}
