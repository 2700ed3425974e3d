import { screen, within } from '@testing-library/react';

import { isActivePath } from './nav-items';

import { renderWithProviders } from '@test/render';

describe('isActivePath', () => {
  it('marks home only on an exact match', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/about', '/')).toBe(false);
  });

  it('marks other links by prefix, on whole path segments', () => {
    expect(isActivePath('/offerings', '/offerings')).toBe(true);
    expect(isActivePath('/offerings/tnp', '/offerings')).toBe(true);
    expect(isActivePath('/c/12', '/c')).toBe(true);
    expect(isActivePath('/certificates', '/c')).toBe(false);
    expect(isActivePath('/contact', '/c')).toBe(false);
  });
});

describe('Header', () => {
  // The router renders once the first route's lazy module has loaded, hence find, not get.
  const mainNav = () => screen.findByRole('navigation', { name: 'Main' });

  it('opens one dropdown at a time and closes it on a click outside', async () => {
    const { user } = renderWithProviders(undefined, { route: '/about' });
    const happenings = within(await mainNav()).getByRole('button', { name: 'HAPPENINGS' });
    const resources = within(await mainNav()).getByRole('button', { name: 'RESOURCES' });

    await user.click(happenings);
    expect(happenings).toHaveAttribute('aria-expanded', 'true');
    expect(within(await mainNav()).getByRole('link', { name: 'Webinars' })).toBeVisible();

    await user.click(resources);
    expect(resources).toHaveAttribute('aria-expanded', 'true');
    expect(happenings).toHaveAttribute('aria-expanded', 'false');
    expect(within(await mainNav()).queryByRole('link', { name: 'Webinars' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('heading', { level: 1 }));
    expect(resources).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes a dropdown on Escape and returns focus to its button', async () => {
    const { user } = renderWithProviders(undefined, { route: '/about' });
    const accolades = within(await mainNav()).getByRole('button', { name: 'ACCOLADES' });
    await user.click(accolades);
    await user.tab();
    expect(within(await mainNav()).getByRole('link', { name: 'Rewards & Recognitions' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(accolades).toHaveAttribute('aria-expanded', 'false');
    expect(accolades).toHaveFocus();
  });

  it('follows a dropdown link and closes the menu', async () => {
    const { user, router } = renderWithProviders(undefined, { route: '/' });
    await user.click(within(await mainNav()).getByRole('button', { name: 'ACCOLADES' }));
    await user.click(within(await mainNav()).getByRole('link', { name: 'Certificates' }));
    expect(router.state.location.pathname).toBe('/certificates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Certificates' })).toBeInTheDocument();
    expect(within(await mainNav()).getByRole('button', { name: 'ACCOLADES' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('marks the active link with aria-current', async () => {
    renderWithProviders(undefined, { route: '/offerings/tnp' });
    const offerings = within(await mainNav()).getByRole('link', { name: 'OFFERINGS' });
    expect(offerings).toHaveAttribute('aria-current', 'page');
    expect(within(await mainNav()).getByRole('link', { name: 'HOME' })).not.toHaveAttribute('aria-current');
  });

  it('offers the same entries in the mobile menu', async () => {
    const { user, router } = renderWithProviders(undefined, { route: '/' });
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const mobile = await screen.findByRole('navigation', { name: 'Mobile' });
    for (const label of ['HOME', 'ABOUT US', 'OFFERINGS', 'CONTACT US']) {
      expect(within(mobile).getByRole('link', { name: label })).toBeInTheDocument();
    }
    const resources = within(mobile).getByRole('button', { name: 'RESOURCES' });
    await user.click(resources);
    expect(resources).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(mobile).getByRole('link', { name: 'Newsletters' }));
    expect(router.state.location.pathname).toBe('/resources/newsletters');
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsletters' })).toBeInTheDocument();
  });
});
