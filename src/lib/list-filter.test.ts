import fc from 'fast-check';

import { foldText } from './compare-text';
import { ALL_CATEGORIES, categoryChoices, filterList, matchesSearch } from './list-filter';

type Item = { category: string; title: string };
const fields = (item: Item) => [item.title];
const items: Item[] = [
  { category: 'Data', title: 'Café analytics' },
  { category: 'R', title: 'Tidy data' },
  { category: 'Data', title: 'Dashboards' },
];

describe('categoryChoices', () => {
  it('sorts alphabetically or keeps first-seen order, All first, no blanks or duplicates', () => {
    expect(categoryChoices(['R', 'data', '', 'Data', 'R', ALL_CATEGORIES], 'alphabetical')).toEqual([
      ALL_CATEGORIES,
      'Data',
      'data',
      'R',
    ]);
    expect(categoryChoices(['R', 'Data', 'R'], 'first-seen')).toEqual([ALL_CATEGORIES, 'R', 'Data']);
  });

  it('sorts an accented category with its plain letter, as the search reads it', () => {
    expect(categoryChoices(['Finance', 'Éducation', 'Data', 'education'], 'alphabetical')).toEqual([
      ALL_CATEGORIES,
      'Data',
      'education',
      'Éducation',
      'Finance',
    ]);
    expect(categoryChoices(['Finance', 'Éducation', 'Data'], 'first-seen')).toEqual([
      ALL_CATEGORIES,
      'Finance',
      'Éducation',
      'Data',
    ]);
  });
});

describe('filterList', () => {
  it('returns the same list when nothing narrows it', () => {
    expect(filterList(items, { category: ALL_CATEGORIES, search: '  ' }, fields)).toBe(items);
  });

  it('narrows by category and by search text regardless of case and accents', () => {
    expect(filterList(items, { category: 'Data', search: '' }, fields).map((item) => item.title)).toEqual([
      'Café analytics',
      'Dashboards',
    ]);
    expect(filterList(items, { category: ALL_CATEGORIES, search: ' CAFE ' }, fields)).toEqual([items[0]]);
    expect(filterList(items, { category: 'R', search: 'café' }, fields)).toEqual([]);
  });

  it('finds "Café" by "cafe" and "Café" alike, and "cafe" by "CAFÉ"', () => {
    const cafes: Item[] = [
      { category: 'Data', title: 'Café' },
      { category: 'Data', title: 'cafe' },
    ];
    for (const search of ['cafe', 'Café', 'CAFÉ'])
      expect(filterList(cafes, { category: ALL_CATEGORIES, search }, fields)).toEqual(cafes);
  });

  const itemArb = fc.record({ category: fc.constantFrom('Data', 'R', 'Café'), title: fc.string() });

  it('never adds items and keeps their order', () => {
    fc.assert(
      fc.property(
        fc.array(itemArb),
        fc.constantFrom(ALL_CATEGORIES, 'Data', 'R'),
        fc.string(),
        (list, category, search) => {
          const shown = filterList(list, { category, search }, fields);
          let from = 0;
          for (const item of shown) {
            const at = list.indexOf(item, from);
            expect(at).toBeGreaterThanOrEqual(from);
            from = at + 1;
          }
          expect(shown.length).toBeLessThanOrEqual(list.length);
        },
      ),
    );
  });

  it('matches the same whatever the case or accents of the search text', () => {
    const accented = fc.constantFrom('é', 'E', 'e', 'É', 'ñ', 'N', 'a', 'À');
    fc.assert(
      fc.property(fc.array(accented, { minLength: 1, maxLength: 4 }), fc.string(), (letters, text) => {
        const needle = letters.join('');
        const field = `${text}${needle}`;
        expect(matchesSearch([field], needle.toUpperCase())).toBe(true);
        expect(matchesSearch([field], foldText(needle))).toBe(true);
        expect(matchesSearch([field.toUpperCase()], needle.normalize('NFD'))).toBe(true);
      }),
    );
  });
});

describe('matchesSearch', () => {
  it('ignores case and surrounding spaces and matches everything when empty', () => {
    expect(matchesSearch(['Leading Through Change'], '  through CHANGE ')).toBe(true);
    expect(matchesSearch(['Leading Through Change'], 'hiring')).toBe(false);
    expect(matchesSearch(['anything'], '   ')).toBe(true);
  });
});
