import { foldText } from '@/lib/compare-text';

/** One caption of a lesson: when it shows, in seconds, and its words as plain text. */
export type TranscriptCue = { start: number; end: number; text: string };

const TIMING = /^\s*((?:\d+:)?\d{1,2}:\d{2}\.\d{3})\s+-->\s+((?:\d+:)?\d{1,2}:\d{2}\.\d{3})(?:\s|$)/;

/** "01:02.500" or "1:01:02.500" -> seconds. */
function readTimestamp(stamp: string): number {
  const parts = stamp.split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&nbsp;': '\u00a0',
  '&lrm;': '\u200e',
  '&rlm;': '\u200f',
};

/** A cue's payload without its markup (voice, class, italics and timestamp tags) and with entities read. */
function plainText(lines: readonly string[]): string {
  return lines
    .join(' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|nbsp|lrm|rlm);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Reads the cues of a WebVTT file (what the lesson's captions track holds) in time order. Headers, NOTE,
 * STYLE and REGION blocks and cue settings are skipped; a block whose timing line does not parse is left
 * out rather than failing the whole transcript. Throws when the text is not WebVTT at all.
 */
export function parseWebVtt(source: string): TranscriptCue[] {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (!/^WEBVTT(?:[ \t].*)?(?:\n|$)/.test(text)) throw new Error('not a WebVTT file');
  const cues: TranscriptCue[] = [];
  for (const block of text.split(/\n{2,}/).slice(1)) {
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    const timingAt = lines.findIndex((line) => line.includes('-->'));
    // An identifier may stand on the line before the timing; anything else before it is not a cue.
    if (timingAt < 0 || timingAt > 1) continue;
    const match = TIMING.exec(lines[timingAt] ?? '');
    if (!match?.[1] || !match[2]) continue;
    const start = readTimestamp(match[1]);
    const end = readTimestamp(match[2]);
    const words = plainText(lines.slice(timingAt + 1));
    if (end > start && words !== '') cues.push({ start, end, text: words });
  }
  return cues.sort((a, b) => a.start - b.start);
}

/**
 * The cue to highlight at a time: the last one that has started and not yet ended, or -1. Between two cues
 * nothing is highlighted.
 */
export function activeCueIndex(cues: readonly TranscriptCue[], time: number): number {
  for (let index = cues.length - 1; index >= 0; index -= 1) {
    const cue = cues[index];
    if (cue && cue.start <= time) return time < cue.end ? index : -1;
  }
  return -1;
}

/** The cues whose words contain the search (case and accents ignored), with their index in the full list. */
export function searchCues(
  cues: readonly TranscriptCue[],
  query: string,
): { cue: TranscriptCue; index: number }[] {
  const needle = foldText(query.trim());
  const all = cues.map((cue, index) => ({ cue, index }));
  return needle === '' ? all : all.filter(({ cue }) => foldText(cue.text).includes(needle));
}
