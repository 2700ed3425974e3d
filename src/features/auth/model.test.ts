import { authErrorContent, classifyAuthError, needsReload } from './errors';
import {
  CACHED_USER_KEY,
  SIGN_IN_ATTEMPT_WINDOW_MS,
  auth0LogoutUrl,
  clearSignInAttempt,
  hasAuthResponse,
  mayHaveSession,
  mayRedirectAutomatically,
  profileFromClaims,
  readCachedUser,
  recordSignInAttempt,
  removeCachedUser,
  removeStoredTokens,
  safeReturnTo,
  scopeFor,
  withoutSignOutResponse,
  writeCachedUser,
  renewalFailureOutcome,
} from './model';
import type { AuthErrorCode } from './model';
import { isNoAnswer } from './token-retry';

import { chunkLoadError } from '@test/chunk-error';

describe('display profile from claims', () => {
  it('keeps name, e-mail and an http(s) picture only', () => {
    expect(
      profileFromClaims({
        sub: 'user-1',
        name: 'priya sharma',
        email: 'learner@example.com',
        picture: 'http://localhost:4200/avatars/priya-sharma.svg',
        access_token: 'secret',
      }),
    ).toEqual({
      name: 'priya sharma',
      email: 'learner@example.com',
      picture: 'http://localhost:4200/avatars/priya-sharma.svg',
    });
    expect(profileFromClaims({ name: 'x', email: '', picture: 'javascript:alert(1)' })?.picture).toBe('');
  });

  it('falls back to the e-mail for the name and refuses claims with neither', () => {
    expect(profileFromClaims({ email: 'learner@example.com' })?.name).toBe('learner');
    expect(profileFromClaims({ sub: 'x' })).toBeNull();
    expect(profileFromClaims('junk')).toBeNull();
    expect(profileFromClaims(null)).toBeNull();
  });
});

describe('cached user', () => {
  const profile = { name: 'priya sharma', email: 'learner@example.com', picture: '' };

  it('writes exactly name, email and picture, never a token', () => {
    writeCachedUser(window.localStorage, {
      ...profile,
      access_token: 'at',
      id_token: 'it',
    } as typeof profile);
    const stored = JSON.parse(window.localStorage.getItem(CACHED_USER_KEY) ?? 'null') as unknown;
    expect(stored).toEqual(profile);
    expect(readCachedUser(window.localStorage)).toEqual(profile);
  });

  it('drops a malformed or wrongly shaped cache instead of failing', () => {
    window.localStorage.setItem(CACHED_USER_KEY, '{not json');
    expect(readCachedUser(window.localStorage)).toBeNull();
    window.localStorage.setItem(CACHED_USER_KEY, JSON.stringify({ token: 'x' }));
    expect(readCachedUser(window.localStorage)).toBeNull();
    expect(window.localStorage.getItem(CACHED_USER_KEY)).toBeNull();
    expect(readCachedUser(null)).toBeNull();
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readCachedUser(broken)).toBeNull();
    expect(() => writeCachedUser(broken, profile)).not.toThrow();
    expect(() => removeCachedUser(broken)).not.toThrow();
  });
});

describe('return address', () => {
  it('accepts site paths only', () => {
    expect(safeReturnTo({ returnTo: '/courses?tab=1#top' })).toBe('/courses?tab=1#top');
    expect(safeReturnTo('/course/2')).toBe('/course/2');
    expect(safeReturnTo({ returnTo: 'https://evil.example/' })).toBe('/');
    expect(safeReturnTo('//evil.example/')).toBe('/');
    expect(safeReturnTo('/\\evil.example')).toBe('/');
    expect(safeReturnTo('/auth/callback?code=1')).toBe('/');
    expect(safeReturnTo(undefined)).toBe('/');
  });
});

describe('sign-in attempts', () => {
  const now = Date.parse('2031-03-04T10:00:00Z');

  it('stop automatic redirects for a while after a redirect that did not come back signed in', () => {
    const storage = window.sessionStorage;
    expect(mayRedirectAutomatically(storage, now)).toBe(true);
    recordSignInAttempt(storage, '/courses', now);
    expect(mayRedirectAutomatically(storage, now + 1000)).toBe(false);
    expect(mayRedirectAutomatically(storage, now + SIGN_IN_ATTEMPT_WINDOW_MS + 1)).toBe(true);
    clearSignInAttempt(storage);
    expect(mayRedirectAutomatically(storage, now + 1000)).toBe(true);
  });
});

describe('error mapping', () => {
  const cases: [string, unknown, 'sign-in' | 'token', AuthErrorCode][] = [
    ['a state mismatch', new Error('State does not match'), 'sign-in', 'state_mismatch'],
    [
      'a missing transaction',
      new Error('No matching state found in storage'),
      'sign-in',
      'missing_transaction',
    ],
    [
      'a timeout',
      Object.assign(new Error('IFrame timed out without a response'), { name: 'ErrorTimeout' }),
      'token',
      'timeout',
    ],
    ['a closed popup', new Error('Popup closed by user'), 'sign-in', 'cancelled'],
    [
      'a cancelled login at the provider',
      { name: 'ErrorResponse', error: 'access_denied' },
      'sign-in',
      'cancelled',
    ],
    [
      'login_required',
      { error: 'login_required', error_description: 'End-User authentication is required' },
      'token',
      'login_required',
    ],
    ['mfa_required', { error: 'mfa_required' }, 'sign-in', 'mfa_required'],
    ['missing_refresh_token', { error: 'missing_refresh_token' }, 'token', 'missing_refresh_token'],
    ['a refused refresh token', { error: 'invalid_grant' }, 'token', 'login_required'],
    ['an unreachable provider at login', new TypeError('Failed to fetch'), 'sign-in', 'login_failed'],
    ['an unreachable provider at renewal', new TypeError('Failed to fetch'), 'token', 'token_failed'],
    ['something unknown', 42, 'sign-in', 'login_failed'],
  ];

  it.each(cases)('maps %s', (_label, error, during, code) => {
    expect(classifyAuthError(error, during).code).toBe(code);
  });

  it('gives every code a heading and a sentence, with the catalogue wording where it has one', () => {
    expect(authErrorContent({ code: 'state_mismatch' }).title).toBe('Invalid state');
    expect(authErrorContent({ code: 'missing_transaction' }).title).toBe('Invalid state');
    expect(authErrorContent({ code: 'login_failed' }).title).toBe('Login failed');
    expect(authErrorContent({ code: 'token_failed' }).title).toBe('Get access token failed');
    expect(authErrorContent({ code: 'cancelled' }).title).toMatch(/cancelled/i);
  });

  it('keeps the provider description as detail', () => {
    expect(
      classifyAuthError({ error: 'login_required', error_description: 'Session ended' }, 'token'),
    ).toEqual({
      code: 'login_required',
      detail: 'Session ended',
    });
  });
});

describe('provider details', () => {
  it('asks for refresh tokens only where discovery lists offline_access', () => {
    expect(scopeFor(['openid', 'profile', 'email', 'offline_access'])).toBe(
      'openid profile email offline_access',
    );
    expect(scopeFor(['openid', 'profile', 'email'])).toBe('openid profile email');
    expect(scopeFor(undefined)).toBe('openid profile email');
  });

  it('builds the Auth0 logout address', () => {
    expect(auth0LogoutUrl('https://tenant.auth0.com/', 'abc', 'https://site.example/')).toBe(
      'https://tenant.auth0.com/v2/logout?client_id=abc&returnTo=https%3A%2F%2Fsite.example%2F',
    );
  });

  it('recognises an authorization response in the address', () => {
    expect(hasAuthResponse('?code=1&state=2')).toBe(true);
    expect(hasAuthResponse('?error=access_denied&state=2')).toBe(true);
    expect(hasAuthResponse('?state=2')).toBe(false);
    expect(hasAuthResponse('', '#code=1&state=2')).toBe(true);
  });
});

describe('withoutSignOutResponse', () => {
  it('removes the state a provider echoes on the post-logout landing page', () => {
    expect(withoutSignOutResponse('/', '?state=abc')).toBe('');
    expect(withoutSignOutResponse('/', '?state=abc&utm_source=mail')).toBe('?utm_source=mail');
  });

  it('leaves sign-in answers, other pages and clean addresses alone', () => {
    expect(withoutSignOutResponse('/', '?code=x&state=abc')).toBeNull();
    expect(withoutSignOutResponse('/', '?error=access_denied&state=abc')).toBeNull();
    expect(withoutSignOutResponse('/events', '?state=abc')).toBeNull();
    expect(withoutSignOutResponse('/', '')).toBeNull();
  });
});

describe('load_failed', () => {
  it('is what a chunk that did not arrive is classified as, and only it needs a reload', () => {
    const failure = classifyAuthError(chunkLoadError('identity'), 'sign-in');
    expect(failure.code).toBe('load_failed');
    expect(needsReload(failure)).toBe(true);
    expect(needsReload({ code: 'login_failed' })).toBe(false);
    expect(authErrorContent(failure).title).toBe('This page needs a reload');
  });
});

describe('removeStoredTokens', () => {
  it("removes only oidc-client-ts's stored users", () => {
    window.sessionStorage.setItem('oidc.user:http://localhost:4200:site-local', '{}');
    window.sessionStorage.setItem('auth:sign-in-attempt', '{}');
    removeStoredTokens(window.sessionStorage);
    expect(window.sessionStorage.getItem('oidc.user:http://localhost:4200:site-local')).toBeNull();
    expect(window.sessionStorage.getItem('auth:sign-in-attempt')).toBe('{}');
  });
});

describe('mayHaveSession', () => {
  const nowhere = { search: '', hash: '' };

  it('is false for a first-time visitor, whose page then never loads the identity library', () => {
    expect(mayHaveSession(window.localStorage, window.sessionStorage, nowhere)).toBe(false);
    window.sessionStorage.setItem('auth:sign-in-attempt', '{}');
    expect(mayHaveSession(window.localStorage, window.sessionStorage, nowhere)).toBe(false);
  });

  it('is true with a cached profile, a session kept in this tab, or a sign-in response', () => {
    writeCachedUser(window.localStorage, { name: 'Priya Sharma', email: 'priya@example.com', picture: '' });
    expect(mayHaveSession(window.localStorage, window.sessionStorage, nowhere)).toBe(true);
    window.localStorage.clear();
    window.sessionStorage.setItem('oidc.user:http://localhost:4200:site-local', '{}');
    expect(mayHaveSession(window.localStorage, window.sessionStorage, nowhere)).toBe(true);
    window.sessionStorage.clear();
    expect(mayHaveSession(null, null, { search: '?code=abc&state=xyz', hash: '' })).toBe(true);
  });

  it('is false where storage cannot be read', () => {
    const throwing = {
      get length(): number {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(mayHaveSession(null, throwing, nowhere)).toBe(false);
  });
});

describe('a silent renewal that failed', () => {
  const outcome = (reason: unknown, online: boolean) =>
    renewalFailureOutcome({ noAnswer: isNoAnswer(reason) }, { online });
  const networkDown = new TypeError('Failed to fetch');
  const frameTimedOut = Object.assign(new Error('IFrame timed out without a response'), {
    name: 'ErrorTimeout',
  });
  const refused = Object.assign(new Error('invalid_grant'), {
    name: 'ErrorResponse',
    error: 'invalid_grant',
  });

  it('is tried again once back online when no answer came while the browser was offline', () => {
    expect(outcome(networkDown, false)).toBe('retryWhenOnline');
    expect(outcome(frameTimedOut, false)).toBe('retryWhenOnline');
  });

  it('ends the session when the provider refused it, offline or not', () => {
    expect(outcome(refused, false)).toBe('sessionOver');
    expect(outcome(refused, true)).toBe('sessionOver');
  });

  it('ends the session when no answer came while the browser was online', () => {
    expect(outcome(networkDown, true)).toBe('sessionOver');
    expect(outcome(frameTimedOut, true)).toBe('sessionOver');
  });
});
