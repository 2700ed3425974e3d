import { act, screen, waitFor } from '@testing-library/react';

import { renderWithProviders } from '@test/render';

describe('404 page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down from 10 once a second, then goes home', async () => {
    const { router } = renderWithProviders(undefined, { route: '/no/such/page' });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Redirecting to the home page in 10 seconds');

    act(() => jest.advanceTimersByTime(1000));
    expect(status).toHaveTextContent('in 9 seconds');
    act(() => jest.advanceTimersByTime(7000));
    expect(status).toHaveTextContent('in 2 seconds');
    act(() => jest.advanceTimersByTime(1000));
    expect(status).toHaveTextContent('in 1 second…');
    expect(router.state.location.pathname).toBe('/no/such/page');

    act(() => jest.advanceTimersByTime(1000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('offers a way home at once', async () => {
    renderWithProviders(undefined, { route: '/missing' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
  });
});
