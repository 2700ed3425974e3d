/**
 * Captions the console takes: a WebVTT file the W3C's own parser and validator (webvtt-parser) reads
 * without a single error, with at least one cue. A file the browser would half-read (a bad timing line, a
 * cue that ends before it starts) is refused with the line that is wrong, so no lesson ships broken captions.
 */
import webvtt from 'webvtt-parser';

// A CommonJS module whose exports Node cannot list for a named import.
const { WebVTTParser } = webvtt;

/** Why the text is not captions the player can show, or undefined when it is. */
export function webVttProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'The captions are not a WebVTT text file.';
  const { cues, errors } = new WebVTTParser().parse(text, 'metadata');
  const first = errors[0];
  if (first)
    return `The captions are not valid WebVTT: line ${first.line}${first.col === undefined ? '' : `, column ${first.col}`}: ${first.message}`;
  if (cues.length === 0) return 'The captions have no cue: add at least one timed caption.';
  return undefined;
}
