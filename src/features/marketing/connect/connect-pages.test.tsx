import { screen, within } from '@testing-library/react';

import { chamberEvents } from './chambers-content';
import { connectPages } from './connect-content';

import { itemAt, metaDescription } from '@test/queries';
import { renderWithProviders } from '@test/render';

const renderAt = (route: string) => renderWithProviders(undefined, { route });
const findH1 = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('Static connect pages', () => {
  it.each(connectPages.map((page) => [page.path, page] as const))(
    '%s lists its cards with external "View Post" links that open safely in a new tab',
    async (path, page) => {
      renderAt(path);
      await findH1(page.title);
      expect(document.title).toMatch(new RegExp(`^${page.title} \\|`));
      expect(metaDescription()).toBe(page.description);
      const list = screen.getByRole('list', { name: page.listLabel });
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(page.items.length);
      page.items.forEach((item, index) => {
        const card = itemAt(cards, index);
        expect(within(card).getByRole('heading', { name: item.title })).toBeInTheDocument();
        expect(card).toHaveTextContent(item.date);
        const post = within(card).getByRole('link', { name: new RegExp(`^View Post: ${item.title}`) });
        expect(post).toHaveAttribute('href', item.url);
        expect(post).toHaveAttribute('target', '_blank');
        expect(post).toHaveAttribute('rel', 'noopener noreferrer');
        expect(within(card).getByTestId('connect-image')).toHaveAttribute('width', '640');
      });
    },
  );

  it('lists the Leadership Development Program of 28 and 29 September 2024 with its registration link', async () => {
    renderAt('/upcoming-events');
    await findH1('Upcoming Events');
    const card = itemAt(
      within(screen.getByRole('list', { name: 'Upcoming events' })).getAllByRole('listitem'),
      0,
    );
    expect(within(card).getByRole('heading', { name: 'Leadership Development Program' })).toBeInTheDocument();
    expect(card).toHaveTextContent('28 and 29 September 2024');
    const register = within(card).getByRole('link', {
      name: /^Register: Leadership Development Program/,
    });
    expect(register).toHaveAttribute('href', 'https://forms.gle/mbLeadership2024');
    expect(register).toHaveAttribute('rel', 'noopener noreferrer');
    expect(register).toHaveAttribute('target', '_blank');
  });

  it('matches the startup route whatever its case', async () => {
    renderAt('/startupecosystem-connects');
    expect(await findH1('Startup Ecosystem Connects')).toBeInTheDocument();
  });
});

describe('Chambers of commerce', () => {
  it('shows three event cards with external "Learn More" links', async () => {
    renderAt('/chambers-of-commerce');
    await findH1('Chambers of Commerce');
    const cards = within(screen.getByRole('list', { name: 'Chambers of commerce events' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(3);
    cards.forEach((card, index) => {
      const link = within(card).getByRole('link', { name: /^Learn More: / });
      expect(link).toHaveAttribute('href', itemAt(chamberEvents, index).url);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAttribute('target', '_blank');
      expect(within(card).queryByRole('link', { name: /View Post/ })).not.toBeInTheDocument();
    });
    expect(document.title).toMatch(/^Chambers of Commerce \|/);
  });
});
