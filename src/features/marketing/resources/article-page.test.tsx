import { screen, within } from '@testing-library/react';

import { blogsCopy } from './blogs-content';

import { answersOffContract } from '@test/msw/contract-check';
import { articleFailures, oneArticleFailures } from '@test/msw/handlers/resources';
import { server } from '@test/msw/server';
import { metaDescription } from '@test/queries';
import { renderWithProviders } from '@test/render';

const renderArticle = (slug = 'careers-in-clinical-data') =>
  renderWithProviders(undefined, { route: `/resources/blogs/${slug}` });

describe('An article page', () => {
  it('shows the article with its byline, picture and body, titled and described by it', async () => {
    renderArticle();
    const article = await screen.findByRole('article', { name: 'Careers in Clinical Data Science' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Careers in Clinical Data Science' }),
    ).toBeInTheDocument();
    expect(within(article).getByText(/By Dr\. Kavya Rao/)).toHaveTextContent(
      'By Dr. Kavya Rao · 30 November 2026 · 6 min read',
    );
    expect(within(article).getByText('30 November 2026')).toHaveAttribute('datetime', '2026-11-30');
    expect(within(article).getByRole('heading', { level: 2, name: 'Why it matters' })).toBeInTheDocument();
    expect(within(article).getByText('three').tagName).toBe('STRONG');
    expect(within(article).getByTestId('article-image')).toHaveAttribute(
      'src',
      'http://localhost:4100/admin/uploads/articles/careers.webp',
    );
    expect(within(article).getByRole('link', { name: blogsCopy.backToBlogs })).toHaveAttribute(
      'href',
      '/resources/blogs',
    );
    expect(document.title).toMatch(/^Careers in Clinical Data Science \|/);
    expect(metaDescription()).toBe('Where an R programmer fits in a clinical trial, and how to get there.');
  });

  it('says the article is not found, with a way back, for an address no published article has', async () => {
    renderArticle('no-such-article');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(blogsCopy.articleNotFound);
    // eslint-disable-next-line testing-library/no-node-access -- the robots meta is in the head
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/noindex/),
    );
    expect(within(alert).getByRole('link', { name: blogsCopy.backToBlogs })).toHaveAttribute(
      'href',
      '/resources/blogs',
    );
  });

  it('shows the title from the list and a skeleton while the body loads', async () => {
    server.use(oneArticleFailures.pending());
    renderArticle();
    expect(await screen.findByRole('status', { name: blogsCopy.articleLoading })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Careers in Clinical Data Science' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['a 500 with an HTML body', oneArticleFailures.htmlServerError],
    ['an answer of the wrong shape', oneArticleFailures.wrongShape],
  ])('shows the error state with a retry for %s', async (_name, failure) => {
    // Off the contract on purpose: what a broken backend or a proxy may send.
    answersOffContract();
    server.use(failure(), articleFailures.networkError());
    const { user } = renderArticle();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(blogsCopy.articleErrorTitle);
    expect(alert).toHaveTextContent(`Error: ${blogsCopy.articleFetchFailed}`);
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Why it matters' })).toBeInTheDocument();
  });
});
