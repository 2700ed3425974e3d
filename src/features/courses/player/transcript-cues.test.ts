import { activeCueIndex, parseWebVtt, searchCues } from './transcript-cues';

const vtt = `WEBVTT - lesson one
Kind: captions

NOTE written by the course team

STYLE
::cue { color: yellow }

intro
00:00:00.000 --> 00:00:02.000 align:start line:90%
Welcome to <b>R</b> &amp; RStudio.

00:02.000 --> 00:04.500
<v Priya>Watch closely:</v>
a short quiz follows.

00:00:05.000 --> 00:00:04.000
A cue that ends before it starts is left out.

first line
second line
00:00:06.000 --> 00:00:07.000
Nor is a block with two lines before its timing.

01:00:01.250 --> 01:00:03.000
Café crème, an hour in.
`;

describe('parseWebVtt', () => {
  it('reads every cue with its times in seconds and its words without markup', () => {
    expect(parseWebVtt(vtt)).toEqual([
      { start: 0, end: 2, text: 'Welcome to R & RStudio.' },
      { start: 2, end: 4.5, text: 'Watch closely: a short quiz follows.' },
      { start: 3601.25, end: 3603, text: 'Café crème, an hour in.' },
    ]);
  });

  it('accepts Windows line ends and a byte order mark', () => {
    expect(parseWebVtt('\uFEFFWEBVTT\r\n\r\n00:00:01.000 --> 00:00:02.000\r\nHello\r\n')).toEqual([
      { start: 1, end: 2, text: 'Hello' },
    ]);
  });

  it('returns no cues for a file with only a header, and refuses what is not WebVTT', () => {
    expect(parseWebVtt('WEBVTT\n')).toEqual([]);
    expect(() => parseWebVtt('<!doctype html><p>Not found</p>')).toThrow('not a WebVTT file');
    expect(() => parseWebVtt('WEBVTTX\n')).toThrow();
  });

  it('puts cues in time order', () => {
    const cues = parseWebVtt('WEBVTT\n\n00:03.000 --> 00:04.000\nB\n\n00:01.000 --> 00:02.000\nA\n');
    expect(cues.map((cue) => cue.text)).toEqual(['A', 'B']);
  });
});

describe('activeCueIndex', () => {
  const cues = parseWebVtt(
    'WEBVTT\n\n00:00.000 --> 00:02.000\nA\n\n00:02.000 --> 00:04.000\nB\n\n00:06.000 --> 00:08.000\nC\n',
  );

  it('is the cue that has started and not ended, the later one at a boundary', () => {
    expect(activeCueIndex(cues, 0)).toBe(0);
    expect(activeCueIndex(cues, 1.99)).toBe(0);
    expect(activeCueIndex(cues, 2)).toBe(1);
    expect(activeCueIndex(cues, 7)).toBe(2);
  });

  it('is none between cues, after the last and with no cues', () => {
    expect(activeCueIndex(cues, 5)).toBe(-1);
    expect(activeCueIndex(cues, 8)).toBe(-1);
    expect(activeCueIndex([], 1)).toBe(-1);
  });
});

describe('searchCues', () => {
  const cues = parseWebVtt(vtt);

  it('keeps the lines that contain the search, ignoring case and accents, with their place in the list', () => {
    expect(searchCues(cues, '  CAFE ')).toEqual([{ cue: cues[2], index: 2 }]);
    expect(searchCues(cues, 'quiz').map(({ index }) => index)).toEqual([1]);
    expect(searchCues(cues, 'nothing like this')).toEqual([]);
  });

  it('lists every line for an empty search', () => {
    expect(searchCues(cues, ' ')).toHaveLength(3);
  });
});
