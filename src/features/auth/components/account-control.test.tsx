import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import {
  loadAccountMenu,
  preloadAccountMenuIfRemembered,
  resetAccountMenuForTests,
} from '../account-menu-loader';
import { resetIdentityLoaderForTests } from '../identity-loader';
import { CACHED_USER_KEY, SIGN_IN_ATTEMPT_KEY } from '../model';
import { initialAuthState } from '../slice';
import type { AuthState } from '../slice';

import { AccountControl } from './account-control';

import { Header } from '@/app/layout/header';

import { renderWithProviders } from '@test/render';

// The identity chunk is the module boundary: jsdom cannot follow the provider's redirects.
jest.mock('../identity', () => ({
  IdentityRuntime: () => null,
  signInWithRedirect: jest.fn(() => new Promise(() => {})),
  signOutEverywhere: jest.fn(() => Promise.resolve()),
}));

const identity = jest.requireMock<{
  signInWithRedirect: jest.Mock;
  signOutEverywhere: jest.Mock;
}>('../identity');

const priya = {
  name: 'priya sharma',
  email: 'learner@example.com',
  picture: 'http://localhost:4200/avatars/priya-sharma.svg',
};

const auth = (state: Partial<AuthState>) => ({ auth: { ...initialAuthState(null), ...state } });
const signedInAs = (profile: typeof priya) => ({ preloadedState: auth({ status: 'signedIn', profile }) });

afterEach(() => {
  resetIdentityLoaderForTests();
  resetAccountMenuForTests();
});

describe('Account control in the header', () => {
  it('offers Login when signed out and sends the visitor to the provider, returning home', async () => {
    const { user } = renderWithProviders(<AccountControl />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(identity.signInWithRedirect).toHaveBeenCalledWith('/');
    expect(window.sessionStorage.getItem(SIGN_IN_ATTEMPT_KEY)).toContain('"returnTo":"/"');
  });

  it('shows the avatar and the capitalised name with Profile, Courses and Logout when signed in', async () => {
    const { user } = renderWithProviders(<AccountControl />, signedInAs(priya));
    const button = await screen.findByRole('button', { name: 'Account menu for Priya Sharma' });
    expect(button).toHaveTextContent('Priya Sharma');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = within(screen.getByRole('list'));
    expect(list.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(list.getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses');
    expect(list.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(list.getByText('learner@example.com')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows initials when the profile has no picture', async () => {
    renderWithProviders(<AccountControl />, signedInAs({ ...priya, picture: '' }));
    const button = await screen.findByRole('button', { name: 'Account menu for Priya Sharma' });
    expect(within(button).getByText('PS')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('restores the cached profile right after mount, before the identity library has loaded', async () => {
    window.localStorage.setItem(CACHED_USER_KEY, JSON.stringify(priya));
    renderWithProviders(<AccountControl />);
    // Applied in a layout effect, before the browser paints: no waiting for the identity chunk.
    expect(screen.getByRole('button', { name: 'Account menu for Priya Sharma' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    // The picture follows with the account menu's code.
    expect(await screen.findByTestId('avatar-picture')).toHaveAttribute('src', priya.picture);
  });

  it('logs out: the cached profile is removed and the provider ends the session', async () => {
    window.localStorage.setItem(CACHED_USER_KEY, JSON.stringify(priya));
    const { user } = renderWithProviders(<AccountControl />);
    await user.click(screen.getByRole('button', { name: 'Account menu for Priya Sharma' }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(window.localStorage.getItem(CACHED_USER_KEY)).toBeNull();
    await waitFor(() => expect(identity.signOutEverywhere).toHaveBeenCalledTimes(1));
  });

  it('shows a clear error with Try again when the provider cannot be reached', async () => {
    identity.signInWithRedirect.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderWithProviders(<AccountControl />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login failed');
    expect(alert).toHaveTextContent(/sign-in service is unreachable/);

    identity.signInWithRedirect.mockReturnValueOnce(new Promise(() => {}));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(identity.signInWithRedirect).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe("The account menu's own code", () => {
  it('is asked for at start-up only when this browser remembers a signed-in visitor', () => {
    preloadAccountMenuIfRemembered();
    expect(loadAccountMenu.started()).toBeUndefined();
    window.localStorage.setItem(CACHED_USER_KEY, JSON.stringify(priya));
    preloadAccountMenuIfRemembered();
    expect(loadAccountMenu.started()).toBeInstanceOf(Promise);
  });

  it('shows the button, name and arrow at once, and the avatar once the code has arrived', async () => {
    renderWithProviders(<AccountControl />, signedInAs({ ...priya, picture: '' }));
    // Synchronously, before the menu's chunk can have arrived: the button the menu opens from is there.
    const button = screen.getByRole('button', { name: 'Account menu for Priya Sharma' });
    expect(button).toHaveTextContent('Priya Sharma');
    expect(within(button).queryByText('PS')).not.toBeInTheDocument();
    expect(await within(button).findByText('PS')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('a click before the code has arrived opens the menu once it has, the button keeping the focus', async () => {
    renderWithProviders(<AccountControl />, signedInAs(priya));
    const button = screen.getByRole('button', { name: 'Account menu for Priya Sharma' });
    act(() => button.focus());
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    // The same button: a keyboard user is where they were.
    expect(screen.getByRole('button', { name: 'Account menu for Priya Sharma' })).toBe(button);
    expect(button).toHaveFocus();
  });
});

describe('Account control in the mobile menu', () => {
  const openMenu = async (user: ReturnType<typeof renderWithProviders>['user']) => {
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    return screen.findByRole('navigation', { name: 'Mobile' });
  };

  it('offers Login when signed out', async () => {
    const { user } = renderWithProviders(<Header />, { preloadedState: auth({ status: 'signedOut' }) });
    const menu = await openMenu(user);
    expect(within(menu).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('lists the account entries openly when signed in', async () => {
    const { user } = renderWithProviders(<Header />, signedInAs({ ...priya, picture: '' }));
    const menu = await openMenu(user);
    const account = within(within(menu).getByRole('region', { name: 'Account' }));
    expect(account.getByText('Priya Sharma')).toBeInTheDocument();
    expect(account.getByText('PS')).toBeInTheDocument();
    expect(account.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(account.getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses');

    await user.click(account.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(identity.signOutEverywhere).toHaveBeenCalledTimes(1));
  });
});
