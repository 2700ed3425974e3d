import { screen, within } from '@testing-library/react';

import { NewsletterList } from './newsletter-list';

import { newsletterFixtures } from '@test/fixtures/resources';
import { itemAt } from '@test/queries';
import { renderWithProviders } from '@test/render';

const EMPTY = 'No newsletters found matching your search or filter.';
const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Newsletters' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('NewsletterList', () => {
  it('shows each issue with a "Read Full Newsletter" link to its PDF in a new tab', () => {
    renderWithProviders(<NewsletterList newsletters={newsletterFixtures} />);
    expect(cardTitles()).toEqual(['Placement Season 2025', 'Autumn Events Round-up']);
    const link = screen.getByRole('link', { name: /^Read Full Newsletter: Placement Season 2025/ });
    expect(link).toHaveTextContent('Read Full Newsletter');
    expect(link).toHaveAttribute('href', itemAt(newsletterFixtures, 0).fullPdfLink);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('filters by the category select', async () => {
    const { user } = renderWithProviders(<NewsletterList newsletters={newsletterFixtures} />);
    const select = screen.getByRole('combobox', { name: 'Category' });
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['All', 'Training', 'Events']);
    await user.selectOptions(select, 'Events');
    expect(cardTitles()).toEqual(['Autumn Events Round-up']);
  });

  it('searches and shows the empty text when nothing matches', async () => {
    const { user } = renderWithProviders(<NewsletterList newsletters={newsletterFixtures} />);
    const search = screen.getByRole('searchbox', { name: 'Search newsletters' });
    await user.type(search, 'FORTY learners');
    expect(cardTitles()).toEqual(['Placement Season 2025']);
    await user.type(search, ' abroad');
    expect(screen.getByRole('status')).toHaveTextContent(EMPTY);
  });
});
