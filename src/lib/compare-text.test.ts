import { compareText } from './compare-text';

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
