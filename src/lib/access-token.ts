/**
 * The signed-in learner's access token, for the calls that carry the sign-in. The identity library (the
 * auth feature's lazily loaded chunk) provides it; everything else asks here, so no feature imports another.
 */

/** Where access tokens come from while a session lives. */
export type AccessTokenSource = {
  /** The current access token (renewed first when it has expired), or null when there is none. */
  token: () => Promise<string | null>;
  /** A new access token from the provider (after the backend refused the current one), or null. */
  renewed: () => Promise<string | null>;
};

type SourceState = { kind: 'unknown' } | { kind: 'none' } | { kind: 'source'; source: AccessTokenSource };

let state: SourceState = { kind: 'unknown' };
let waiting: (() => void)[] = [];

const settle = (next: SourceState) => {
  state = next;
  const resolved = waiting;
  waiting = [];
  for (const resolve of resolved) resolve();
};

/** The identity library has a session: calls may carry its tokens. */
export function provideAccessTokens(source: AccessTokenSource): void {
  settle({ kind: 'source', source });
}

/**
 * The identity library found no session to start with (or it never loaded): calls stop waiting for it and
 * go without a token. Once a session has provided its tokens they stay (a signed-out session has none).
 */
export function withdrawAccessTokens(): void {
  if (state.kind === 'unknown') settle({ kind: 'none' });
}

/** How long a call waits for the identity library to say whether there is a session. */
export const SESSION_WAIT_MS = 15_000;

/**
 * The source, once known. While the identity library is still starting (a page opened with a cached
 * session), a call waits for it, up to SESSION_WAIT_MS, rather than go out as a guest by mistake.
 */
async function knownSource(): Promise<AccessTokenSource | null> {
  if (state.kind === 'unknown') {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, SESSION_WAIT_MS);
      waiting.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  return state.kind === 'source' ? state.source : null;
}

/** The current access token, or null without a session. */
export async function currentAccessToken(): Promise<string | null> {
  const source = await knownSource();
  return source ? source.token().catch(() => null) : null;
}

/** A renewed access token, or null when it cannot be renewed. */
export async function renewedAccessToken(): Promise<string | null> {
  const source = await knownSource();
  return source ? source.renewed().catch(() => null) : null;
}

/** Back to "not known yet" (tests only: each test starts like a fresh page). */
export function resetAccessTokensForTests(): void {
  state = { kind: 'unknown' };
  waiting = [];
}
