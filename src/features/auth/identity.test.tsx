import { act, screen, waitFor } from '@testing-library/react';
import type { UserManager } from 'oidc-client-ts';

import { AccountControl } from './components/account-control';
import { signOutEverywhere } from './identity';
import { resetIdentityLoaderForTests } from './identity-loader';
import { CACHED_USER_KEY, SIGN_IN_ATTEMPT_KEY } from './model';
import { SignInCallbackPage } from './routes/callback-page';
import { buildUserManagerSettings } from './user-manager';

import { ACCOUNT_STORAGE_VERSION, accountKey } from '@/app/account-keys';
import { makeStore } from '@/app/store';
import { currentAccessToken } from '@/lib/access-token';

import { idleDeadline } from '@test/idle';
import { progressState } from '@test/learner-state';
import { renderWithProviders } from '@test/render';

type Listener = (value?: unknown) => void;

/** A stand-in for oidc-client-ts's UserManager: jsdom cannot follow the provider's redirects. */
function fakeUserManager() {
  const listeners: Record<string, Set<Listener>> = {};
  const on = (name: string) => (listener: Listener) => void (listeners[name] ??= new Set()).add(listener);
  const off = (name: string) => (listener: Listener) => void listeners[name]?.delete(listener);
  const emit = (name: string, value?: unknown) => listeners[name]?.forEach((listener) => listener(value));
  const events = Object.fromEntries(
    ['UserLoaded', 'UserUnloaded', 'UserSignedOut', 'SilentRenewError'].flatMap((name) => [
      [`add${name}`, on(name)],
      [`remove${name}`, off(name)],
    ]),
  );
  const fake = {
    settings: {},
    events,
    emit,
    getUser: jest.fn((): Promise<unknown> => Promise.resolve(null)),
    signinCallback: jest.fn((): Promise<unknown> => Promise.resolve(undefined)),
    signinSilent: jest.fn((): Promise<unknown> => new Promise(() => {})),
    signinRedirect: jest.fn(() => new Promise(() => {})),
    signoutRedirect: jest.fn(() => Promise.resolve()),
    removeUser: jest.fn(() => {
      emit('UserUnloaded');
      return Promise.resolve();
    }),
    metadataService: {
      getMetadata: jest.fn(() =>
        Promise.resolve({ scopes_supported: ['openid', 'profile', 'email', 'offline_access'] }),
      ),
      getEndSessionEndpoint: jest.fn((): Promise<string | undefined> =>
        Promise.resolve('http://localhost:4200/session/end'),
      ),
    },
  };
  return fake;
}

let fake = fakeUserManager();

jest.mock('./user-manager', () => ({
  ...jest.requireActual<object>('./user-manager'),
  getUserManager: () => fake as unknown as UserManager,
}));

const claims = {
  sub: 'user-learner-0001',
  name: 'priya sharma',
  email: 'learner@example.com',
  picture: 'http://localhost:4200/avatars/priya-sharma.svg',
};
const cachedProfile = { name: claims.name, email: claims.email, picture: claims.picture };
const oidcUser = (state?: unknown) => ({
  profile: claims,
  state,
  expired: false,
  access_token: 'access-token-value',
  refresh_token: 'refresh-token-value',
  id_token: 'id-token-value',
});

const routes = [
  { path: '/auth/callback', element: <SignInCallbackPage /> },
  { path: '/courses', element: <h1>My courses</h1> },
  { path: '/', element: <AccountControl /> },
];

beforeEach(() => {
  fake = fakeUserManager();
});
afterEach(() => {
  jest.useRealTimers();
  resetIdentityLoaderForTests();
  window.history.replaceState(null, '', '/');
});

describe('Sign-in callback', () => {
  it('finishes the sign-in, strips code and state, caches the profile only and returns to the page that asked', async () => {
    window.history.replaceState(null, '', '/auth/callback?code=abc&state=xyz');
    fake.signinCallback.mockResolvedValueOnce(oidcUser({ returnTo: '/courses' }));
    const { router } = renderWithProviders(undefined, { routes, route: '/auth/callback?code=abc&state=xyz' });

    expect(await screen.findByRole('heading', { name: 'My courses' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/courses');
    expect(window.location.search).toBe('');
    expect(fake.signinCallback).toHaveBeenCalledTimes(1);
    const cached = window.localStorage.getItem(CACHED_USER_KEY) ?? '';
    expect(JSON.parse(cached)).toEqual(cachedProfile);
    expect(cached).not.toMatch(/token/);
  });

  it('returns home when the sign-in state names no page', async () => {
    window.history.replaceState(null, '', '/auth/callback?code=abc&state=xyz');
    fake.signinCallback.mockResolvedValueOnce(oidcUser(undefined));
    renderWithProviders(undefined, { routes, route: '/auth/callback?code=abc&state=xyz' });
    expect(await screen.findByRole('button', { name: 'Account menu for Priya Sharma' })).toBeInTheDocument();
  });

  it('shows a failed callback with Try again, strips the address and does not redirect by itself', async () => {
    window.history.replaceState(null, '', '/auth/callback?code=abc&state=xyz');
    window.sessionStorage.setItem(
      SIGN_IN_ATTEMPT_KEY,
      JSON.stringify({ returnTo: '/courses', at: Date.now() }),
    );
    fake.signinCallback.mockRejectedValueOnce(new Error('No matching state found in storage'));
    const { user } = renderWithProviders(undefined, { routes, route: '/auth/callback?code=abc&state=xyz' });

    expect(await screen.findByRole('heading', { name: 'Invalid state' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(fake.signinRedirect).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(fake.signinRedirect).toHaveBeenCalledWith({
        scope: 'openid profile email offline_access',
        state: { returnTo: '/courses' },
      }),
    );
  });

  it('says the sign-in was cancelled when the visitor cancels at the provider', async () => {
    window.history.replaceState(null, '', '/auth/callback?error=access_denied&state=xyz');
    fake.signinCallback.mockRejectedValueOnce({
      name: 'ErrorResponse',
      error: 'access_denied',
      message: 'access_denied',
    });
    renderWithProviders(undefined, { routes, route: '/auth/callback?error=access_denied&state=xyz' });
    expect(await screen.findByRole('heading', { name: 'Sign-in cancelled' })).toBeInTheDocument();
  });
});

/** What oidc-client-ts leaves in session storage for a tab that signed in (the fake reads nothing from it). */
function keepSessionInThisTab() {
  window.sessionStorage.setItem('oidc.user:http://localhost:4200:site-local', '{}');
}

describe('Session restore and renewal', () => {
  // Here the browser becomes idle right after the first paint, which is when the identity library loads.
  beforeEach(() => {
    jest.spyOn(window, 'requestIdleCallback').mockImplementation((callback) => {
      callback(idleDeadline);
      return 1;
    });
  });

  it('signs a first-time visitor out without loading the identity library', async () => {
    const { store } = renderWithProviders(undefined, { routes, route: '/' });
    await waitFor(() => expect(store.getState().auth.status).toBe('signedOut'));
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(fake.getUser).not.toHaveBeenCalled();
  });

  it('confirms a session kept in this tab and refreshes the cached profile', async () => {
    keepSessionInThisTab();
    fake.getUser.mockResolvedValueOnce(oidcUser());
    renderWithProviders(undefined, { routes, route: '/' });
    expect(await screen.findByRole('button', { name: 'Account menu for Priya Sharma' })).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(CACHED_USER_KEY)).not.toBeNull());
    expect(fake.signinSilent).not.toHaveBeenCalled();
  });

  it('tries one silent sign-in for a cached profile without a session, then signs out and clears the cache', async () => {
    window.localStorage.setItem(CACHED_USER_KEY, JSON.stringify(cachedProfile));
    fake.signinSilent.mockRejectedValueOnce({ error: 'login_required' });
    renderWithProviders(undefined, { routes, route: '/' });
    // The cached profile shows at once...
    expect(screen.getByRole('button', { name: 'Account menu for Priya Sharma' })).toBeInTheDocument();
    // ...until the provider says there is no session.
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(fake.signinSilent).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(CACHED_USER_KEY)).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the session when the silent sign-in succeeds', async () => {
    window.localStorage.setItem(CACHED_USER_KEY, JSON.stringify(cachedProfile));
    fake.signinSilent.mockImplementationOnce(() => {
      fake.emit('UserLoaded', oidcUser());
      return Promise.resolve(oidcUser());
    });
    const { store } = renderWithProviders(undefined, { routes, route: '/' });
    await waitFor(() => expect(store.getState().auth.status).toBe('signedIn'));
    expect(screen.getByRole('button', { name: 'Account menu for Priya Sharma' })).toBeInTheDocument();
  });

  it('keeps the header as it is while Logout leaves for the provider, with no Login to click', async () => {
    keepSessionInThisTab();
    fake.getUser.mockResolvedValueOnce(oidcUser());
    // Like oidc-client-ts: the tokens go first, then the browser leaves for the end-session endpoint.
    fake.signoutRedirect.mockImplementationOnce(() => {
      fake.emit('UserUnloaded');
      return new Promise(() => {});
    });
    jest.useFakeTimers();
    const { user, store } = renderWithProviders(undefined, {
      routes,
      route: '/',
      userEventOptions: { advanceTimers: jest.advanceTimersByTime },
    });
    await user.click(await screen.findByRole('button', { name: 'Account menu for Priya Sharma' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(fake.signoutRedirect).toHaveBeenCalledTimes(1));
    // Every timer set since, and what each led to, has run: the header is still as it was.
    await act(() => jest.runAllTimersAsync());
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', redirecting: true });
    expect(window.localStorage.getItem(CACHED_USER_KEY)).toBeNull();
  });

  it('ends the session with a clear message when renewal is refused', async () => {
    keepSessionInThisTab();
    fake.getUser.mockResolvedValueOnce(oidcUser());
    const { store } = renderWithProviders(undefined, { routes, route: '/' });
    await waitFor(() => expect(store.getState().auth.status).toBe('signedIn'));

    act(() =>
      fake.emit('SilentRenewError', {
        name: 'ErrorResponse',
        error: 'login_required',
        message: 'login_required',
      }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in again');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(fake.removeUser).toHaveBeenCalled();
    expect(window.localStorage.getItem(CACHED_USER_KEY)).toBeNull();
  });

  it('keeps the session when a renewal gets no answer while offline, and renews once the browser is back online', async () => {
    keepSessionInThisTab();
    fake.getUser.mockResolvedValueOnce(oidcUser());
    const { store } = renderWithProviders(undefined, { routes, route: '/' });
    await waitFor(() => expect(store.getState().auth.status).toBe('signedIn'));
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    fake.signinSilent.mockImplementationOnce(() => Promise.resolve(oidcUser()));

    // The token request could not reach the provider (fetch's TypeError), with the browser offline.
    act(() => fake.emit('SilentRenewError', new TypeError('Failed to fetch')));

    expect(store.getState().auth.status).toBe('signedIn');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu for Priya Sharma' })).toBeInTheDocument();
    expect(fake.removeUser).not.toHaveBeenCalled();
    expect(fake.signinSilent).not.toHaveBeenCalled();

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(fake.signinSilent).toHaveBeenCalledTimes(1));
    expect(store.getState().auth.status).toBe('signedIn');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    onLine.mockRestore();
  });

  /**
   * This tab kept a session whose access token expired while the browser was offline, and the page is opened
   * again, still offline: the one renewal gets no answer (fetch's TypeError). `outbox`: progress this
   * learner recorded before, still to send, kept under their account.
   */
  function openOfflineWithExpiredToken({ outbox = false } = {}) {
    window.localStorage.setItem(CACHED_USER_KEY, JSON.stringify(cachedProfile));
    if (outbox) {
      const progress = progressState([{ completed: ['r-programming', 'v1', '2026-11-20T10:00:00.000Z'] }], {
        delivered: false,
      });
      window.localStorage.setItem(
        accountKey(claims.sub, 'courseProgress'),
        JSON.stringify({ version: ACCOUNT_STORAGE_VERSION, state: progress }),
      );
    }
    keepSessionInThisTab();
    fake.getUser.mockResolvedValue({ ...oidcUser(), expired: true });
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    fake.signinSilent.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const store = makeStore(undefined, { storage: null, accountStorage: () => window.localStorage });
    const view = renderWithProviders(undefined, { routes, route: '/', store });
    const backOnline = () => {
      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
    };
    return { ...view, onLine, backOnline };
  }

  const keptOutbox = () =>
    (
      JSON.parse(window.localStorage.getItem(accountKey(claims.sub, 'courseProgress')) ?? 'null') as {
        state?: { outbox?: unknown[] };
      } | null
    )?.state?.outbox ?? [];

  it('keeps a session whose token expired offline signed in from what this browser kept, and renews it back online', async () => {
    const { store, backOnline, onLine } = openOfflineWithExpiredToken();
    // The cached profile shows while the one renewal is tried...
    expect(screen.getByRole('button', { name: 'Account menu for Priya Sharma' })).toBeInTheDocument();
    // ...and when it gets no answer offline, the learner stays signed in (the player's route opens): the
    // account opens from the ID token's subject, its token waiting for the network.
    await waitFor(() => expect(store.getState().account.sub).toBe(claims.sub));
    expect(store.getState().auth).toMatchObject({
      status: 'signedIn',
      sub: claims.sub,
      profile: cachedProfile,
      awaitingRenewal: true,
      error: null,
    });
    expect(screen.getByRole('button', { name: 'Account menu for Priya Sharma' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(CACHED_USER_KEY) ?? 'null')).toEqual(cachedProfile);
    expect(fake.signoutRedirect).not.toHaveBeenCalled();
    expect(fake.removeUser).not.toHaveBeenCalled();
    // A call about the learner gets no token while its renewal gets no answer: it is not sent with the
    // expired one (its caller keeps what it would send), and the session stays kept.
    fake.signinSilent.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(currentAccessToken()).resolves.toBeNull();
    expect(fake.signinSilent).toHaveBeenCalledTimes(2);
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', awaitingRenewal: true });

    // Back online: the kept tokens renew the session without a login.
    fake.signinSilent.mockImplementation(() => {
      const renewed = { ...oidcUser(), access_token: 'renewed-access-token' };
      fake.getUser.mockResolvedValue(renewed);
      fake.emit('UserLoaded', renewed);
      return Promise.resolve(renewed);
    });
    backOnline();
    await waitFor(() => expect(store.getState().auth.awaitingRenewal).toBe(false));
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', sub: claims.sub, error: null });
    expect(fake.signinSilent).toHaveBeenCalledTimes(3);
    await expect(currentAccessToken()).resolves.toBe('renewed-access-token');
    expect(screen.getByRole('button', { name: 'Account menu for Priya Sharma' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    onLine.mockRestore();
  });

  it('renews a session kept offline through the next call when the browser never says it is online again', async () => {
    const { store, onLine } = openOfflineWithExpiredToken();
    await waitFor(() => expect(store.getState().auth.awaitingRenewal).toBe(true));
    const renewed = { ...oidcUser(), access_token: 'renewed-access-token' };
    fake.signinSilent.mockImplementation(() => {
      fake.getUser.mockResolvedValue(renewed);
      fake.emit('UserLoaded', renewed);
      return Promise.resolve(renewed);
    });

    // The network is back, though navigator.onLine still says otherwise: a call renews the token first (the
    // renewal signs the learner in again, which the provider shows: inside act).
    await act(() => expect(currentAccessToken()).resolves.toBe('renewed-access-token'));
    await waitFor(() => expect(store.getState().auth.awaitingRenewal).toBe(false));
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', sub: claims.sub });
    // The wait for the network is over: an `online` event later renews nothing more.
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await act(() => Promise.resolve());
    expect(fake.signinSilent).toHaveBeenCalledTimes(2);
    onLine.mockRestore();
  });

  it('ends a session kept offline when the provider refuses its renewal back online, keeping its outbox', async () => {
    const { store, backOnline, onLine } = openOfflineWithExpiredToken({ outbox: true });
    await waitFor(() => expect(store.getState().auth.awaitingRenewal).toBe(true));
    await waitFor(() => expect(store.getState().account.sub).toBe(claims.sub));
    expect(keptOutbox()).toHaveLength(1);

    // The refresh token is no longer valid at the provider: the session is gone.
    fake.signinSilent.mockRejectedValue({
      name: 'ErrorResponse',
      error: 'invalid_grant',
      message: 'grant request is invalid',
    });
    backOnline();

    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in again');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({
      status: 'signedOut',
      sub: null,
      awaitingRenewal: false,
      error: { code: 'login_required' },
    });
    expect(fake.removeUser).toHaveBeenCalled();
    expect(window.localStorage.getItem(CACHED_USER_KEY)).toBeNull();
    // The account closes; what it had not taken stays for that learner's next sign-in here.
    await waitFor(() => expect(store.getState().account.sub).toBeNull());
    expect(keptOutbox()).toHaveLength(1);
    onLine.mockRestore();
  });

  it('ends the session in this browser when a renewal at opening is refused, as without a network problem', async () => {
    window.localStorage.setItem(CACHED_USER_KEY, JSON.stringify(cachedProfile));
    keepSessionInThisTab();
    fake.getUser.mockResolvedValue({ ...oidcUser(), expired: true });
    fake.signinSilent.mockRejectedValueOnce({ name: 'ErrorResponse', error: 'login_required' });
    const { store } = renderWithProviders(undefined, { routes, route: '/' });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ status: 'signedOut', awaitingRenewal: false });
    expect(fake.signinSilent).toHaveBeenCalledTimes(1);
  });

  it('ends the session with the notice when a renewal gets no answer while the browser is online', async () => {
    keepSessionInThisTab();
    fake.getUser.mockResolvedValueOnce(oidcUser());
    const { store } = renderWithProviders(undefined, { routes, route: '/' });
    await waitFor(() => expect(store.getState().auth.status).toBe('signedIn'));

    act(() => fake.emit('SilentRenewError', new TypeError('Failed to fetch')));

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(fake.removeUser).toHaveBeenCalled();
  });
});

describe('Logout', () => {
  const assign = jest.fn();
  const um = () => fake as unknown as UserManager;

  it('uses the end-session endpoint when discovery lists one, and clears the cache', async () => {
    window.localStorage.setItem(CACHED_USER_KEY, JSON.stringify(cachedProfile));
    await signOutEverywhere({ userManager: um(), assign });
    expect(fake.signoutRedirect).toHaveBeenCalledWith({ post_logout_redirect_uri: 'http://localhost/' });
    expect(window.localStorage.getItem(CACHED_USER_KEY)).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it("falls back to Auth0's /v2/logout without an end-session endpoint", async () => {
    fake.metadataService.getEndSessionEndpoint.mockResolvedValueOnce(undefined);
    await signOutEverywhere({ userManager: um(), assign });
    expect(fake.removeUser).toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith(
      'http://localhost:4200/v2/logout?client_id=site-local&returnTo=http%3A%2F%2Flocalhost%2F',
    );
  });

  it('signs out locally and goes home when the provider is unreachable', async () => {
    window.localStorage.setItem(CACHED_USER_KEY, JSON.stringify(cachedProfile));
    fake.metadataService.getEndSessionEndpoint.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await signOutEverywhere({ userManager: um(), assign });
    expect(fake.removeUser).toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('http://localhost/');
    expect(window.localStorage.getItem(CACHED_USER_KEY)).toBeNull();
  });
});

describe('UserManager settings', () => {
  const config = { oidcAuthority: 'http://localhost:4200', oidcClientId: 'site-local', oidcAudience: '' };

  it('uses code + PKCE with the site addresses, the ID token profile, silent renew and the spec timings', () => {
    expect(buildUserManagerSettings(config, 'http://localhost:4173')).toEqual(
      expect.objectContaining({
        authority: 'http://localhost:4200',
        client_id: 'site-local',
        response_type: 'code',
        scope: 'openid profile email offline_access',
        redirect_uri: 'http://localhost:4173/auth/callback',
        silent_redirect_uri: 'http://localhost:4173/auth/silent-renew',
        post_logout_redirect_uri: 'http://localhost:4173/',
        loadUserInfo: false,
        automaticSilentRenew: true,
        accessTokenExpiringNotificationTimeInSeconds: 60,
        silentRequestTimeoutInSeconds: 10,
        requestTimeoutInSeconds: 10,
      }),
    );
    expect(buildUserManagerSettings(config, 'http://localhost:4173')).not.toHaveProperty('extraQueryParams');
    // Tokens stay in the library's default store (session storage): no custom store is configured.
    expect(buildUserManagerSettings(config, 'http://localhost:4173')).not.toHaveProperty('userStore');
  });

  it('sends the audience only when one is configured', () => {
    expect(
      buildUserManagerSettings({ ...config, oidcAudience: 'https://api.example' }, 'https://site.example')
        .extraQueryParams,
    ).toEqual({ audience: 'https://api.example' });
  });
});
