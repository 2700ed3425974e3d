import { screen, within } from '@testing-library/react';

import { blogsCopy } from './blogs-content';

import { answersOffContract } from '@test/msw/contract-check';
import { articleFailures } from '@test/msw/handlers/resources';
import { server } from '@test/msw/server';
import { metaDescription } from '@test/queries';
import { renderWithProviders } from '@test/render';

const renderPage = () => renderWithProviders(undefined, { route: '/resources/blogs' });

describe('Blogs page', () => {
  it('lists the published articles from the backend, each linking to its page, with the feed', async () => {
    renderPage();
    const featured = await screen.findByRole('article', {
      name: 'Featured: Careers in Clinical Data Science',
    });
    expect(within(featured).getByRole('link', { name: 'Careers in Clinical Data Science' })).toHaveAttribute(
      'href',
      '/resources/blogs/careers-in-clinical-data',
    );
    expect(
      within(featured).getByText('By Dr. Kavya Rao · 30 November 2026 · 6 min read'),
    ).toBeInTheDocument();
    expect(within(featured).getByTestId('article-image')).toHaveAttribute(
      'src',
      'http://localhost:4100/admin/uploads/articles/careers.webp',
    );
    const grid = screen.getByRole('list', { name: 'Articles' });
    expect(within(grid).getByRole('link', { name: 'Leading Through Change' })).toHaveAttribute(
      'href',
      '/resources/blogs/leading-through-change',
    );
    expect(screen.getByRole('link', { name: blogsCopy.feedLink })).toHaveAttribute(
      'href',
      '/resources/blog-feed.xml',
    );
    // eslint-disable-next-line testing-library/no-node-access -- the feed's link is in the head, outside the screen
    const feed = document.head.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(feed).toHaveAttribute('href', '/resources/blog-feed.xml');
    expect(document.title).toMatch(/^Blogs \|/);
    expect(metaDescription()).toBe(blogsCopy.description);
  });

  it('says "No articles found" with its hint while none is published', async () => {
    server.use(articleFailures.empty());
    renderPage();
    expect(await screen.findByText('No articles found')).toBeInTheDocument();
    expect(screen.getByText(blogsCopy.emptyNone)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toBeInTheDocument();
  });

  it('shows card-shaped placeholders while the articles load', async () => {
    server.use(articleFailures.pending());
    renderPage();
    expect(await screen.findByRole('status', { name: blogsCopy.loading })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
  });

  it.each([
    ['a 500 with an HTML body', articleFailures.htmlServerError],
    ['an answer that is not JSON', articleFailures.malformed],
    ['JSON of the wrong shape', articleFailures.wrongShape],
  ])('shows the error state with a retry for %s, and the retry loads them', async (_name, failure) => {
    // Off the contract on purpose: what a broken backend or a proxy may send.
    answersOffContract();
    server.use(failure());
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(blogsCopy.errorTitle);
    expect(alert).toHaveTextContent(`Error: ${blogsCopy.fetchFailed}`);
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Leading Through Change' })).toBeInTheDocument();
  });
});
