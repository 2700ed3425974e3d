import { isRecord, readExternalLink, readFlag, readText } from './loose-payload';

describe('loose payload readers', () => {
  it('reads PHP flags', () => {
    expect([true, 1, '1', 'true', ' TRUE ', 'yes'].map(readFlag)).toEqual(Array(6).fill(true));
    expect([false, 0, '0', 'false', '', null, undefined, 'maybe'].map(readFlag)).toEqual(
      Array(8).fill(false),
    );
  });

  it('reads text and numbers as trimmed text, anything else as nothing', () => {
    expect([' a ', 42, null, undefined, {}, true].map(readText)).toEqual(['a', '42', '', '', '', '']);
  });

  it('keeps only http(s) links', () => {
    expect(readExternalLink(' https://x.example/r ')).toBe('https://x.example/r');
    expect(readExternalLink('http://x.example')).toBe('http://x.example/');
    expect(['javascript:alert(1)', '/relative', 'not a url', 7, null].map(readExternalLink)).toEqual(
      Array(5).fill(''),
    );
  });

  it('tells plain objects from arrays and null', () => {
    expect([{}, { a: 1 }].map(isRecord)).toEqual([true, true]);
    expect([[], null, 'x', 1].map(isRecord)).toEqual([false, false, false, false]);
  });
});
