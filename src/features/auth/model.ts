/** The signed-in visitor as the site shows them: never a token, only what the header and profile need. */
export type DisplayProfile = { name: string; email: string; picture: string };

/** The identity errors of the spec's catalogue, by the codes the site reports them under. */
export type AuthErrorCode =
  | 'state_mismatch'
  | 'missing_transaction'
  | 'timeout'
  | 'cancelled'
  | 'login_required'
  | 'mfa_required'
  | 'missing_refresh_token'
  | 'login_failed'
  | 'token_failed'
  /** The identity library's own code could not be fetched (offline, or a deployment replaced it). */
  | 'load_failed';

/** A failed sign-in or token renewal, kept in the store as plain data. */
export type AuthFailure = { code: AuthErrorCode; detail?: string };

/** The local storage key of the cached display profile (fixed by the spec). */
export const CACHED_USER_KEY = 'user';
/** The session storage key remembering a redirect to the provider that has not come back signed in. */
export const SIGN_IN_ATTEMPT_KEY = 'auth:sign-in-attempt';
/** How long a sign-in attempt that did not come back signed in stops automatic redirects. */
export const SIGN_IN_ATTEMPT_WINDOW_MS = 5 * 60 * 1000;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const isImageUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * The display profile from identity claims (the ID token's), or null when the claims carry
 * neither a name nor an e-mail. A picture that is not an http(s) URL is dropped, so initials show instead.
 */
export function profileFromClaims(claims: unknown): DisplayProfile | null {
  if (typeof claims !== 'object' || claims === null) return null;
  const source = claims as Record<string, unknown>;
  const email = text(source.email);
  const name = text(source.name) || text(source.nickname) || email.split('@')[0] || '';
  if (!name && !email) return null;
  const picture = text(source.picture);
  return { name, email, picture: isImageUrl(picture) ? picture : '' };
}

/**
 * What a silent renewal of the access token that failed means. No answer while the browser is offline: the
 * network was down, not the session, so it is tried again once the browser is back online (nothing is shown).
 * An answer from the provider (a refusal), or no answer while the browser is online: the session is over,
 * and the visitor is told.
 */
export type RenewalFailureOutcome = 'retryWhenOnline' | 'sessionOver';

export function renewalFailureOutcome(
  failure: { noAnswer: boolean },
  browser: { online: boolean },
): RenewalFailureOutcome {
  return failure.noAnswer && !browser.online ? 'retryWhenOnline' : 'sessionOver';
}

/** The cached display profile, validated; anything unreadable or of the wrong shape reads as none. */
export function readCachedUser(storage: KeyValueStore | null): DisplayProfile | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(CACHED_USER_KEY);
    if (raw === null) return null;
    const profile = profileFromClaims(JSON.parse(raw));
    if (!profile) storage.removeItem(CACHED_USER_KEY);
    return profile;
  } catch {
    return null;
  }
}

/** Caches exactly `{ name, email, picture }`, whatever else the object holds, so no token is ever stored. */
export function writeCachedUser(storage: KeyValueStore | null, profile: DisplayProfile): void {
  try {
    const { name, email, picture } = profile;
    storage?.setItem(CACHED_USER_KEY, JSON.stringify({ name, email, picture }));
  } catch {
    // Full or blocked storage: the header simply waits for the identity library next time.
  }
}

/** Forgets the cached display profile. */
export function removeCachedUser(storage: KeyValueStore | null): void {
  try {
    storage?.removeItem(CACHED_USER_KEY);
  } catch {
    // As above.
  }
}

/** The session storage prefix under which oidc-client-ts keeps a tab's tokens. */
const TOKEN_KEY_PREFIX = 'oidc.user:';

/** Forgets this tab's tokens without the identity library (for a logout whose library could not load). */
export function removeStoredTokens(storage: Storage | null): void {
  try {
    if (!storage) return;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key?.startsWith(TOKEN_KEY_PREFIX)) storage.removeItem(key);
  } catch {
    // As above.
  }
}

/** A site-relative address to return to after sign-in; anything else (other origins, junk) means home. */
export function safeReturnTo(value: unknown, callbackPath = '/auth/callback'): string {
  const candidate =
    typeof value === 'object' && value !== null && 'returnTo' in value
      ? (value as { returnTo: unknown }).returnTo
      : value;
  if (typeof candidate !== 'string') return '/';
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return '/';
  if (candidate === callbackPath || candidate.startsWith(`${callbackPath}?`)) return '/';
  return candidate;
}

type SignInAttempt = { returnTo: string; at: number };

/** Remembers that the visitor was sent to the provider, so a failure cannot turn into a redirect loop. */
export function recordSignInAttempt(storage: KeyValueStore | null, returnTo: string, now: number): void {
  try {
    storage?.setItem(SIGN_IN_ATTEMPT_KEY, JSON.stringify({ returnTo, at: now } satisfies SignInAttempt));
  } catch {
    // Without session storage the provider's own state check still stops a loop at the callback.
  }
}

/** The last sign-in attempt that has not come back signed in, if any. */
export function readSignInAttempt(storage: KeyValueStore | null): SignInAttempt | null {
  try {
    const raw = storage?.getItem(SIGN_IN_ATTEMPT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { returnTo, at } = parsed as Record<string, unknown>;
    if (typeof at !== 'number' || !Number.isFinite(at)) return null;
    return { returnTo: safeReturnTo(returnTo), at };
  } catch {
    return null;
  }
}

/** Forgets the sign-in attempt (after a successful sign-in or a logout). */
export function clearSignInAttempt(storage: KeyValueStore | null): void {
  try {
    storage?.removeItem(SIGN_IN_ATTEMPT_KEY);
  } catch {
    // As above.
  }
}

/** True when a protected page may send the visitor to the provider by itself: no recent unfinished attempt. */
export function mayRedirectAutomatically(storage: KeyValueStore | null, now: number): boolean {
  const attempt = readSignInAttempt(storage);
  return !attempt || now - attempt.at > SIGN_IN_ATTEMPT_WINDOW_MS || now < attempt.at;
}

/** The scope to request: refresh tokens (`offline_access`) only where the provider lists that scope. */
export function scopeFor(scopesSupported: unknown): string {
  const base = 'openid profile email';
  return Array.isArray(scopesSupported) && scopesSupported.includes('offline_access')
    ? `${base} offline_access`
    : base;
}

/** Auth0's logout address, for providers whose discovery lists no end-session endpoint. */
export function auth0LogoutUrl(authority: string, clientId: string, returnTo: string): string {
  const url = new URL('/v2/logout', `${authority.replace(/\/+$/, '')}/`);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('returnTo', returnTo);
  return url.toString();
}

/**
 * The landing address after logout without what the provider may have echoed there (`state`), or null when
 * there is nothing to remove. Only the post-logout landing page (`/`) is touched, and never a sign-in answer.
 */
export function withoutSignOutResponse(pathname: string, search: string): string | null {
  if (pathname !== '/') return null;
  const params = new URLSearchParams(search);
  if (!params.has('state') || params.has('code') || params.has('error')) return null;
  params.delete('state');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** True when the address carries an authorization response (code or error, with state). */
export function hasAuthResponse(search: string, hash = ''): boolean {
  return [search, hash.replace(/^#/, '?')].some((part) => {
    const params = new URLSearchParams(part);
    return Boolean((params.get('code') || params.get('error')) && params.get('state'));
  });
}

/**
 * Whether this browser holds any trace of a session to restore: a sign-in response in the address, the
 * cached profile, or the library's own user in this tab. Without one there is nothing for the identity
 * library to do until the visitor signs in, so a first-time visitor never pays for loading it.
 */
export function mayHaveSession(
  local: KeyValueStore | null,
  session: Storage | null,
  location: { search: string; hash: string },
): boolean {
  if (hasAuthResponse(location.search, location.hash)) return true;
  if (readCachedUser(local)) return true;
  try {
    if (!session) return false;
    return Array.from({ length: session.length }, (_, index) => session.key(index)).some((key) =>
      key?.startsWith(TOKEN_KEY_PREFIX),
    );
  } catch {
    // A storage that cannot be read holds nothing this page can restore.
    return false;
  }
}
