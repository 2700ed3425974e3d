import { capitaliseName } from './person-name';

describe('display names', () => {
  it.each([
    ['priya sharma', 'Priya Sharma'],
    ['  priya   sharma ', 'Priya Sharma'],
    ['anne-marie o’neil', 'Anne-Marie O’neil'],
    ['Arjun Mehta', 'Arjun Mehta'],
    ['élodie durand', 'Élodie Durand'],
    ['', ''],
  ])('capitalises "%s" as "%s"', (name, expected) => {
    expect(capitaliseName(name)).toBe(expected);
  });
});
