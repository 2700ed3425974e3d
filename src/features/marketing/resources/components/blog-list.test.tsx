import { screen, within } from '@testing-library/react';

import { BlogList } from './blog-list';

import { articleFixtures } from '@test/fixtures/resources';
import { renderWithProviders } from '@test/render';

const featured = () => screen.queryByRole('article', { name: /^Featured: / });
const featuredArticle = () => screen.getByRole('article', { name: /^Featured: / });
const gridTitles = () =>
  within(screen.getByRole('list', { name: 'Articles' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
const categoryButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Filter articles by category' })).getByRole('button', { name });

describe('BlogList', () => {
  it('shows the featured article on its own and the others in the grid', () => {
    renderWithProviders(<BlogList articles={articleFixtures} />);
    expect(featured()).toHaveAccessibleName('Featured: Leading Through Change');
    expect(
      within(featuredArticle()).getByText('By Anita Rao · 12 March 2025 · 6 min read'),
    ).toBeInTheDocument();
    expect(gridTitles()).toEqual([
      'From B.Pharm to Clinical Programmer',
      'Hiring Your First Ten Engineers',
      'Five Questions to Ask Before a Career Switch',
    ]);
    expect(
      within(screen.getByRole('group', { name: 'Filter articles by category' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'Leadership', 'Careers', 'Hiring']);
    expect(categoryButton('All')).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters by category with the buttons', async () => {
    const { user } = renderWithProviders(<BlogList articles={articleFixtures} />);
    await user.click(categoryButton('Careers'));
    expect(categoryButton('Careers')).toHaveAttribute('aria-pressed', 'true');
    expect(categoryButton('All')).toHaveAttribute('aria-pressed', 'false');
    expect(featured()).toBeNull();
    expect(gridTitles()).toEqual([
      'From B.Pharm to Clinical Programmer',
      'Five Questions to Ask Before a Career Switch',
    ]);
  });

  it('searches as the visitor types and says "No articles found" when nothing matches', async () => {
    const { user } = renderWithProviders(<BlogList articles={articleFixtures} />);
    const search = screen.getByRole('searchbox', { name: 'Search articles' });
    await user.type(search, 'first ten');
    expect(featured()).toBeNull();
    expect(gridTitles()).toEqual(['Hiring Your First Ten Engineers']);

    await user.clear(search);
    await user.type(search, 'quantum');
    expect(screen.getByRole('status')).toHaveTextContent('No articles found');
    expect(screen.queryByRole('list', { name: 'Articles' })).not.toBeInTheDocument();
  });

  it('shows a placeholder for an article without an image', () => {
    renderWithProviders(<BlogList articles={articleFixtures} />);
    expect(within(featuredArticle()).getByTestId('article-image-placeholder')).toBeInTheDocument();
  });
});
