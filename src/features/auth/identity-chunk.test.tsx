import { act, screen, waitFor, within } from '@testing-library/react';

import { requestIdentity } from './identity-loader';
import { CACHED_USER_KEY } from './model';

import { currentPage } from '@/lib/loading/chunk-load';

import type * as ChunkErrors from '@test/chunk-error';
import { renderWithProviders } from '@test/render';

// The identity chunk (oidc-client-ts and react-oidc-context) cannot be fetched: offline, or a new deployment.
jest.mock('./identity', () => {
  throw jest.requireActual<typeof ChunkErrors>('@test/chunk-error').chunkLoadError('identity');
});

const profile = { name: 'priya sharma', email: 'learner@example.com', picture: '' };
const reloadAlert = async () => {
  const alerts = await screen.findAllByRole('alert', {});
  const alert = alerts.find((element) => element.textContent?.includes('This page needs a reload'));
  if (!alert) throw new Error(`No reload notice among: ${alerts.map((a) => a.textContent).join(' | ')}`);
  return alert;
};

describe('the identity chunk failing to load', () => {
  let reload: jest.SpyInstance;
  beforeEach(() => {
    reload = jest.spyOn(currentPage, 'reload').mockImplementation(() => {});
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('Login says the page needs a reload and offers one, instead of blaming the provider', async () => {
    const { user, store } = renderWithProviders(undefined, { route: '/contact' });
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    const alert = await reloadAlert();
    expect(alert).not.toHaveTextContent('Login failed');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(store.getState().auth).toMatchObject({ status: 'signedOut', error: { code: 'load_failed' } });
  });

  it('a visitor signed in on an earlier visit is told, and keeps the cache a reload restores from', async () => {
    window.localStorage.setItem(CACHED_USER_KEY, JSON.stringify(profile));
    const { store } = renderWithProviders(undefined, { route: '/contact' });
    expect(await screen.findByRole('button', { name: 'Account menu for Priya Sharma' })).toBeInTheDocument();
    act(() => requestIdentity());
    expect(await reloadAlert()).toBeInTheDocument();
    expect(store.getState().auth.status).toBe('signedOut');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(window.localStorage.getItem(CACHED_USER_KEY)).not.toBeNull();
  });

  it('an anonymous visitor is not bothered: the early load was only a head start', async () => {
    const { store } = renderWithProviders(undefined, { route: '/contact' });
    await screen.findByRole('button', { name: 'Login' });
    act(() => requestIdentity());
    await waitFor(() => expect(store.getState().auth.status).toBe('signedOut'));
    expect(store.getState().auth.error).toBeNull();
    expect(screen.queryByText('This page needs a reload')).not.toBeInTheDocument();
  });

  it('back from the provider, the callback page offers the reload that finishes the sign-in', async () => {
    window.history.replaceState(null, '', '/auth/callback?code=one-use-code&state=abc');
    const { user } = renderWithProviders(undefined, { route: '/auth/callback?code=one-use-code&state=abc' });
    expect(await screen.findByRole('heading', { name: 'This page needs a reload' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Logout still signs this tab out (profile and tokens) and says the page needs a reload', async () => {
    window.localStorage.setItem(CACHED_USER_KEY, JSON.stringify(profile));
    window.sessionStorage.setItem('oidc.user:http://localhost:4200:site-local', '{"access_token":"a"}');
    window.sessionStorage.setItem('unrelated', 'kept');
    const { user, store } = renderWithProviders(undefined, { route: '/contact' });
    await user.click(await screen.findByRole('button', { name: 'Account menu for Priya Sharma' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await reloadAlert()).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ status: 'signedOut', profile: null });
    expect(window.localStorage.getItem(CACHED_USER_KEY)).toBeNull();
    expect(window.sessionStorage.getItem('oidc.user:http://localhost:4200:site-local')).toBeNull();
    expect(window.sessionStorage.getItem('unrelated')).toBe('kept');
  });
});
