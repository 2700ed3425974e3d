import { readArticle, readArticles, readNewsletters, readTimeText } from './model';

import { articleBody, articleRows, newsletterRows } from '@test/fixtures/resources';

const API = 'http://localhost:4100';

describe('the articles from the backend', () => {
  it('become cards: display date, read time, the picture from the uploads folder', () => {
    const [first, second] = readArticles(articleRows, API);
    expect(first).toMatchObject({
      id: 'careers-in-clinical-data',
      slug: 'careers-in-clinical-data',
      date: '30 November 2026',
      isoDate: '2026-11-30',
      readTime: '6 min read',
      image: `${API}/admin/uploads/articles/careers.webp`,
      featured: true,
    });
    expect(second?.image).toBeNull();
  });

  it('leave out a row without a usable slug or title, and refuse a reply that is not a list', () => {
    const rows = [
      { ...articleRows[0], slug: '../../etc' },
      { ...articleRows[0], title: ' ' },
      null,
      articleRows[1],
    ];
    expect(readArticles(rows, API).map((article) => article.slug)).toEqual(['leading-through-change']);
    expect(() => readArticles({ data: [] }, API)).toThrow();
  });

  it('keep an uploaded file in its folder whatever its name says', () => {
    const [article] = readArticles([{ ...articleRows[0], image: '../secret/x y.webp' }], API);
    expect(article?.image).toBe(`${API}/admin/uploads/articles/secret/x%20y.webp`);
  });

  it('read one article with its body, and refuse one without', () => {
    expect(readArticle(articleBody('careers-in-clinical-data'), API).bodyHtml).toMatch(/^<h2>/);
    expect(() => readArticle(articleRows[0], API)).toThrow();
  });

  it('say their read time in minutes, at least one', () => {
    expect(readTimeText(6)).toBe('6 min read');
    expect(readTimeText(0)).toBe('1 min read');
  });
});

describe('the newsletters from the backend', () => {
  it('link their PDF and cover in the uploads folder, and leave out an issue without a PDF', () => {
    expect(readNewsletters([...newsletterRows, { ...newsletterRows[0], id: 8, pdf: '' }], API)).toEqual([
      {
        id: '7',
        title: 'November 2026',
        previewText: 'Placements, a new R cohort and the Hyderabad workshop.',
        date: '1 November 2026',
        category: 'Monthly',
        coverImage: `${API}/admin/uploads/newsletters/november-2026.webp`,
        fullPdfLink: `${API}/admin/uploads/newsletters/november-2026.pdf`,
      },
    ]);
    expect(() => readNewsletters('nope', API)).toThrow();
  });
});
