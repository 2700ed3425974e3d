import type { UnknownAction } from '@reduxjs/toolkit';
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';

import { resetIdentityLoaderForTests } from '../identity-loader';
import { SIGN_IN_ATTEMPT_KEY } from '../model';
import { signInFailed, signedIn, signedOut } from '../slice';

import { RequireAuth } from './require-auth';

import { useAppDispatch } from '@/app/hooks';

import { renderWithProviders } from '@test/render';

jest.mock('../identity', () => ({
  IdentityRuntime: jest.fn(() => null),
  signInWithRedirect: jest.fn(() => new Promise(() => {})),
  signOutEverywhere: jest.fn(() => Promise.resolve()),
}));

const identity = jest.requireMock<{ IdentityRuntime: jest.Mock; signInWithRedirect: jest.Mock }>(
  '../identity',
);

/** The identity runtime reports `action` once it has loaded, as the real one does after reading the session. */
function runtimeReports(action: UnknownAction | null) {
  identity.IdentityRuntime.mockImplementation(function FakeRuntime() {
    const dispatch = useAppDispatch();
    useEffect(() => {
      if (action) dispatch(action);
    }, [dispatch]);
    return null;
  });
}

const routes = [
  {
    element: <RequireAuth />,
    children: [{ path: '/courses', element: <h1>My courses</h1> }],
  },
  { path: '/', element: <h1>Home</h1> },
];

const priya = { name: 'priya sharma', email: 'learner@example.com', picture: '' };

afterEach(() => {
  jest.useRealTimers();
  resetIdentityLoaderForTests();
});

describe('Protected routes', () => {
  it('shows progress while the session is being checked', async () => {
    runtimeReports(null);
    renderWithProviders(undefined, { routes, route: '/courses' });
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your sign-in…');
    expect(screen.queryByRole('heading', { name: 'My courses' })).not.toBeInTheDocument();
    // The guard asks for the identity library at once instead of waiting for the idle load.
    await waitFor(() => expect(identity.IdentityRuntime).toHaveBeenCalled());
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in…');
    expect(identity.signInWithRedirect).not.toHaveBeenCalled();
  });

  it('renders the page for a signed-in visitor', async () => {
    runtimeReports(signedIn({ profile: priya, sub: 'user-learner-0001', session: 'restored' }));
    renderWithProviders(undefined, { routes, route: '/courses' });
    expect(await screen.findByRole('heading', { name: 'My courses' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to login with this address to come back to', async () => {
    runtimeReports(signedOut());
    renderWithProviders(undefined, { routes, route: '/courses?view=all#list' });
    expect(await screen.findByText('Redirecting to sign in…')).toBeInTheDocument();
    expect(identity.signInWithRedirect).toHaveBeenCalledTimes(1);
    expect(identity.signInWithRedirect).toHaveBeenCalledWith('/courses?view=all#list');
    expect(window.sessionStorage.getItem(SIGN_IN_ATTEMPT_KEY)).toContain('/courses?view=all#list');
  });

  it('shows a failed sign-in with Try again and does not redirect by itself', async () => {
    runtimeReports(signInFailed({ code: 'state_mismatch', detail: 'State does not match' }));
    const { user } = renderWithProviders(undefined, { routes, route: '/courses' });
    expect(await screen.findByRole('heading', { name: 'Invalid state' })).toBeInTheDocument();
    expect(screen.getByText(/did not match the request this browser sent/)).toBeInTheDocument();
    expect(identity.signInWithRedirect).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(identity.signInWithRedirect).toHaveBeenCalledTimes(1);
    expect(identity.signInWithRedirect).toHaveBeenCalledWith('/courses');
  });

  it('never loops: after a recent attempt that came back signed out it waits for the visitor', async () => {
    // A provider that keeps answering, but the visitor arrives signed out again (or pressed Back).
    window.sessionStorage.setItem(
      SIGN_IN_ATTEMPT_KEY,
      JSON.stringify({ returnTo: '/courses', at: Date.now() }),
    );
    jest.useFakeTimers();
    runtimeReports(signedOut());
    renderWithProviders(undefined, { routes, route: '/courses' });
    expect(await screen.findByRole('heading', { name: 'Login failed' })).toBeInTheDocument();
    // Every timer the page set, and what each led to, has run: still no redirect.
    await act(() => jest.runAllTimersAsync());
    expect(identity.signInWithRedirect).not.toHaveBeenCalled();
  });

  it('shows the error when the provider cannot be reached, without retrying by itself', async () => {
    jest.useFakeTimers();
    runtimeReports(signedOut());
    identity.signInWithRedirect.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithProviders(undefined, { routes, route: '/courses' });
    expect(await screen.findByRole('heading', { name: 'Login failed' })).toBeInTheDocument();
    // Every timer the page set has run: no retry came of any.
    await act(() => jest.runAllTimersAsync());
    expect(identity.signInWithRedirect).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
