import { compareText, foldText } from './compare-text';

describe('compareText', () => {
  it('sorts labels alphabetically, whatever their case', () => {
    const labels = [
      'Startup Ecosystem',
      'career & placement',
      'Corporate Training',
      'Leadership',
      'Career Days',
    ];
    expect([...labels].sort(compareText)).toEqual([
      'career & placement',
      'Career Days',
      'Corporate Training',
      'Leadership',
      'Startup Ecosystem',
    ]);
  });

  it('orders the same words in another case consistently, and equal labels as equal', () => {
    expect(compareText('Data', 'data')).toBeLessThan(0);
    expect(compareText('data', 'Data')).toBeGreaterThan(0);
    expect(compareText('Data', 'Data')).toBe(0);
  });

  it('agrees with localeCompare on the categories the backend sends', () => {
    const categories = [
      'Life Sciences & Data Science',
      'Leadership',
      'Career & Placement',
      'Corporate Training',
      'Startup Ecosystem',
      'Clinical Programming',
      'R Programming',
      'Data Science',
    ];
    expect([...categories].sort(compareText)).toEqual([...categories].sort((a, b) => a.localeCompare(b)));
  });
});

describe('foldText', () => {
  it('ignores case and accents', () => {
    expect(foldText('CAFÉ Señor')).toBe('cafe senor');
    expect(foldText('Café')).toBe(foldText('cafe'));
    expect(foldText('Ananyā')).toBe('ananya');
  });

  it('reads German ß (either case) as "ss"', () => {
    expect(foldText('Straße')).toBe('strasse');
    expect(foldText('STRAẞE')).toBe('strasse');
    expect(foldText('STRASSE')).toBe(foldText('Straße'));
    expect(foldText('Größe')).toBe('grosse');
  });

  it('reads Turkish dotted İ as i and keeps dotless ı a letter of its own', () => {
    expect(foldText('İzmir')).toBe('izmir');
    expect(foldText('IZMIR')).toBe('izmir');
    expect(foldText('ılık')).toBe('ılık');
  });

  it('leaves ASCII text only lower-cased', () => {
    expect(foldText('  Data & R ')).toBe('  data & r ');
  });
});

describe('compareText with accents', () => {
  it('orders an accented label by its plain letters, case and then code point breaking ties', () => {
    expect(['Finance', 'Zoology', 'Éducation', 'Economics'].sort(compareText)).toEqual([
      'Economics',
      'Éducation',
      'Finance',
      'Zoology',
    ]);
    expect(['Éducation', 'education', 'Education'].sort(compareText)).toEqual([
      'Education',
      'education',
      'Éducation',
    ]);
    expect(compareText('Straße', 'Strasse')).not.toBe(0);
  });
});
