import { categoryChoices, filterArticles, filterNewsletters, splitFeatured } from './listing-filter';

import { ALL_CATEGORIES } from '@/lib/list-filter';

import { articleFixtures, newsletterFixtures } from '@test/fixtures/resources';

const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);

describe('categoryChoices', () => {
  it('offers All and each category once, in order of first appearance', () => {
    expect(categoryChoices(articleFixtures)).toEqual([ALL_CATEGORIES, 'Leadership', 'Careers', 'Hiring']);
    expect(categoryChoices([])).toEqual([ALL_CATEGORIES]);
  });
});

describe('filterArticles', () => {
  it('keeps the articles of the chosen category', () => {
    expect(titles(filterArticles(articleFixtures, { search: '', category: 'Careers' }))).toEqual([
      'From B.Pharm to Clinical Programmer',
      'Five Questions to Ask Before a Career Switch',
    ]);
  });

  it('searches titles, excerpts and authors', () => {
    expect(titles(filterArticles(articleFixtures, { search: 'sas', category: ALL_CATEGORIES }))).toEqual([
      'From B.Pharm to Clinical Programmer',
    ]);
    expect(titles(filterArticles(articleFixtures, { search: 'ravi', category: ALL_CATEGORIES }))).toEqual([
      'Hiring Your First Ten Engineers',
    ]);
  });

  it('combines the category and the search', () => {
    expect(filterArticles(articleFixtures, { search: 'sas', category: 'Leadership' })).toEqual([]);
  });
});

describe('splitFeatured', () => {
  it('takes the first featured article out of the list', () => {
    const { featured, others } = splitFeatured(articleFixtures);
    expect(featured?.title).toBe('Leading Through Change');
    expect(titles(others)).not.toContain('Leading Through Change');
    expect(others).toHaveLength(articleFixtures.length - 1);
  });

  it('has no featured article when none of the shown ones is marked', () => {
    const careers = filterArticles(articleFixtures, { search: '', category: 'Careers' });
    expect(splitFeatured(careers)).toEqual({ featured: null, others: careers });
  });
});

describe('filterNewsletters', () => {
  it('filters by category and by words in the title or preview', () => {
    expect(titles(filterNewsletters(newsletterFixtures, { search: '', category: 'Events' }))).toEqual([
      'Autumn Events Round-up',
    ]);
    expect(
      titles(filterNewsletters(newsletterFixtures, { search: 'placement', category: ALL_CATEGORIES })),
    ).toEqual(['Placement Season 2025']);
    expect(filterNewsletters(newsletterFixtures, { search: 'placement', category: 'Events' })).toEqual([]);
  });
});
