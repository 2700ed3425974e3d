import { inRanges, parseUnicodeRange } from './unicode-range';

describe('unicode-range lists', () => {
  it('reads ranges and single code points, in any case and spacing', () => {
    expect(parseUnicodeRange('U+0020-007E, u+00a0,U+1E00-1EFF')).toEqual([
      [0x20, 0x7e],
      [0xa0, 0xa0],
      [0x1e00, 0x1eff],
    ]);
  });

  it('refuses what it cannot read rather than guessing', () => {
    expect(() => parseUnicodeRange('U+4??')).toThrow('Not a unicode-range: "U+4??"');
    expect(() => parseUnicodeRange('U+0100-00FF')).toThrow('Empty unicode-range');
    expect(() => parseUnicodeRange('0020')).toThrow('Not a unicode-range');
  });

  it('tells whether a code point is in a list', () => {
    const ranges = parseUnicodeRange('U+0020-007E, U+0141');
    expect(inRanges(ranges, 'Ł'.codePointAt(0) ?? 0)).toBe(true);
    expect(inRanges(ranges, 'ā'.codePointAt(0) ?? 0)).toBe(false);
  });
});
