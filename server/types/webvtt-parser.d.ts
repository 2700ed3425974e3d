/** The W3C's WebVTT parser and validator (webvtt-parser): the part of its API the backend uses. */
declare module 'webvtt-parser' {
  export interface WebVttProblem {
    message: string;
    line: number;
    col?: number;
  }
  export interface WebVttCue {
    id: string;
    startTime: number;
    endTime: number;
    text: string;
  }
  export class WebVTTParser {
    constructor(entities?: Record<string, string>);
    parse(input: string, mode?: 'metadata' | 'chapters'): { cues: WebVttCue[]; errors: WebVttProblem[] };
  }
  const webvtt: { WebVTTParser: typeof WebVTTParser };
  export default webvtt;
}
