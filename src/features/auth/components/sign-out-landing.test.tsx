import { screen, waitFor } from '@testing-library/react';

import { renderWithProviders } from '@test/render';

describe('the landing address after logout', () => {
  it('drops the state a provider echoes on /, so the visitor lands on a clean address', async () => {
    const { router } = renderWithProviders(undefined, { route: '/?state=9f8e7d6c5b4a' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/');
    // Replaced, not pushed: Back does not return to the address with the state.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('keeps anything else the address carries', async () => {
    const { router } = renderWithProviders(undefined, { route: '/?state=abc&utm_source=mail#top' });
    await waitFor(() => expect(router.state.location.search).toBe('?utm_source=mail'));
    expect(router.state.location.hash).toBe('#top');
  });
});
