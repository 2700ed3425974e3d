import { screen, within } from '@testing-library/react';

import { currentPage } from '@/lib/loading/chunk-load';

import type * as ChunkErrors from '@test/chunk-error';
import { renderWithProviders } from '@test/render';

// Three lazily loaded parts whose code "did not arrive": a route, the footer and the mobile menu.
jest.mock('@/features/marketing/about/about-page', () => {
  throw jest.requireActual<typeof ChunkErrors>('@test/chunk-error').chunkLoadError('route-about');
});
jest.mock('@/app/layout/footer', () => {
  throw jest.requireActual<typeof ChunkErrors>('@test/chunk-error').chunkLoadError('footer');
});
jest.mock('@/app/layout/mobile-menu', () => {
  throw jest.requireActual<typeof ChunkErrors>('@test/chunk-error').chunkLoadError('mobile-menu');
});

const reloadNotice = 'This page needs a reload';

describe('lazily loaded code that fails to arrive', () => {
  let reload: jest.SpyInstance;
  beforeEach(() => {
    reload = jest.spyOn(currentPage, 'reload').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('a route: says the page needs a reload, offers one, and keeps the header usable', async () => {
    const { user, router } = renderWithProviders(undefined, { route: '/about' });
    const page = await screen.findByRole('heading', { level: 1, name: reloadNotice });
    expect(
      screen.getAllByText(/You may be offline, or the site has just been updated/)[0],
    ).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    expect(page).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Reload page' })[0] as HTMLElement);
    expect(reload).toHaveBeenCalledTimes(1);

    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'CONTACT US' }),
    );
    expect(router.state.location.pathname).toBe('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
  });

  it('the footer: a reload notice takes its place and the page itself stays', async () => {
    renderWithProviders(undefined, { route: '/contact' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('alert')).toHaveTextContent(reloadNotice);
    expect(within(footer).getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });

  it('the mobile menu: opening it shows the reload notice instead of nothing', async () => {
    const { user } = renderWithProviders(undefined, { route: '/contact' });
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const notices = await screen.findAllByRole('alert');
    const notice = notices.find((element) => element.textContent?.includes(reloadNotice));
    expect(notice).toBeDefined();
    await user.click(within(notice as HTMLElement).getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
