import faces from './name-fonts.subsets';

import { inRanges } from '@/lib/unicode-range';

/**
 * One font a name is printed with: a TrueType subset of Noto Sans Bold (or Noto Sans Devanagari Bold) made at
 * build time from `name-fonts.subsets`, fetched only when a document (a certificate, a receipt) needs it.
 */
export type FontFace = (typeof faces)[number];

/**
 * The faces a learner's name is printed with, in the order they are tried: Latin (split so a name fetches only
 * the letters it may use), Vietnamese, Greek, Cyrillic, and Devanagari, the one script here that needs shaping.
 */
export const NAME_FACES: readonly FontFace[] = faces;

const covers = (face: FontFace, codePoint: number) => inRanges(face.ranges, codePoint);

/** A stretch of the name printed with one face. */
export type NameRun = { text: string; face: FontFace };

/**
 * Splits a name into runs, one face each, keeping every user-perceived character (a letter with its marks,
 * a Devanagari syllable's parts) in one face. Returns the characters no face holds instead, when there are
 * any: those names cannot be printed faithfully.
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

/** True when some run of the name needs an OpenType shaper (which then loads, and only then). */
export const needsShaping = (runs: readonly NameRun[]): boolean => runs.some((run) => run.face.shaping);
