import { screen, within } from '@testing-library/react';

import { newslettersCopy } from './newsletters-content';

import { newsletterFailures } from '@test/msw/handlers/resources';
import { server } from '@test/msw/server';
import { metaDescription } from '@test/queries';
import { renderWithProviders } from '@test/render';

const renderPage = () => renderWithProviders(undefined, { route: '/resources/newsletters' });

describe('Newsletters page', () => {
  it('lists the published issues, each opening its uploaded PDF', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Newsletters' });
    expect(within(list).getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    expect(within(list).getByText('Monthly · 1 November 2026')).toBeInTheDocument();
    expect(
      within(list).getByRole('link', { name: newslettersCopy.readFullLabel('November 2026') }),
    ).toHaveAttribute('href', 'http://localhost:4100/admin/uploads/newsletters/november-2026.pdf');
    expect(within(list).getByTestId('newsletter-cover')).toHaveAttribute(
      'src',
      'http://localhost:4100/admin/uploads/newsletters/november-2026.webp',
    );
    expect(document.title).toMatch(/^Newsletters \|/);
    expect(metaDescription()).toBe(newslettersCopy.description);
  });

  it('shows the empty text while none is published', async () => {
    server.use(newsletterFailures.empty());
    renderPage();
    expect(await screen.findByText(newslettersCopy.empty)).toBeInTheDocument();
    expect(screen.getByText(newslettersCopy.emptyNone)).toBeInTheDocument();
  });

  it('shows placeholders while loading', async () => {
    server.use(newsletterFailures.pending());
    renderPage();
    expect(await screen.findByRole('status', { name: newslettersCopy.loading })).toBeInTheDocument();
  });

  it('shows the error state for a 500 with an HTML body, and retries', async () => {
    server.use(newsletterFailures.htmlServerError());
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Error: ${newslettersCopy.fetchFailed}`);
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
  });
});
