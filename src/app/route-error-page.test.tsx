import { screen, within } from '@testing-library/react';

import { renderWithProviders } from '@test/render';

jest.mock('@/features/marketing/about/about-page', () => ({
  AboutPage: () => {
    throw new Error('The about page could not be drawn');
  },
}));

describe('a route that throws', () => {
  beforeEach(() => {
    // React and the router report the error on the console; the page is what this test is about.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('shows the error page inside a usable header and footer', async () => {
    const { user, router } = renderWithProviders(undefined, { route: '/about' });
    expect(
      // The first whole-app render of a busy machine compiles much of the app: a roomier wait.
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The about page could not be drawn')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Subscribe to our Newsletter');

    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'CONTACT US' }),
    );
    expect(router.state.location.pathname).toBe('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });

  it('links home', async () => {
    renderWithProviders(undefined, { route: '/about' });
    expect(await screen.findByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
