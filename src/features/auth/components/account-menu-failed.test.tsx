import { act, screen, within } from '@testing-library/react';

import { loadAccountMenu, resetAccountMenuForTests } from '../account-menu-loader';
import { initialAuthState } from '../slice';

import { AccountControl } from './account-control';

import { Header } from '@/app/layout/header';
import { currentPage } from '@/lib/loading/chunk-load';

import { renderWithProviders } from '@test/render';

// The account menu's chunk does not arrive: a deployment replaced the hashed files while the tab was open.
jest.mock('./account-menu', () => {
  throw Object.assign(new Error('Loading chunk 4242 failed.'), { name: 'ChunkLoadError' });
});
jest.mock('../identity', () => ({ IdentityRuntime: () => null }));

const signedIn = {
  preloadedState: {
    auth: {
      ...initialAuthState(null),
      status: 'signedIn' as const,
      profile: { name: 'priya sharma', email: 'learner@example.com', picture: '' },
    },
  },
};

afterEach(() => resetAccountMenuForTests());

/** Lets the load the account control started fail, inside `act` (the menu then says so). */
const menuCodeFailed = () =>
  act(() =>
    loadAccountMenu().then(
      () => {
        throw new Error('the account menu loaded');
      },
      () => undefined,
    ),
  );

describe('the account menu when its code does not arrive', () => {
  it('opens on a reload notice instead of the entries, and reloads the page', async () => {
    const reload = jest.spyOn(currentPage, 'reload').mockImplementation(() => {});
    const { user } = renderWithProviders(<AccountControl />, signedIn);
    await menuCodeFailed();
    await user.click(screen.getByRole('button', { name: 'Account menu for Priya Sharma' }));
    const menu = await screen.findByRole('list');
    expect(menu).toHaveTextContent('This page needs a reload');
    expect(within(menu).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledTimes(1);
    reload.mockRestore();
  });

  it('offers the reload in the mobile menu too', async () => {
    const { user } = renderWithProviders(<Header />, signedIn);
    await menuCodeFailed();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(await within(mobile).findByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(within(mobile).queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });
});
