import type { UserManager } from 'oidc-client-ts';

/**
 * The spec's "the token request is retried up to 3 times", as Auth0's SPA SDK (which the old site used) does
 * it: the request to the token endpoint is sent at most three times, again only when no answer came at all
 * (the network failed, or the 10 s timeout passed). An answer, even an error answer from the provider
 * (`invalid_grant`, a 500), is final: the code is spent or the refresh token refused, and trying again would
 * only repeat the refusal.
 */
export const TOKEN_REQUEST_ATTEMPTS = 3;
/** The pause before the second and the third attempt. */
export const TOKEN_RETRY_DELAYS_MS = [500, 1500] as const;

type SendInit = RequestInit & { timeoutInSeconds?: number };
/** oidc-client-ts's transport: fetch with its timeout; it resolves with any HTTP answer. */
type Send = (input: RequestInfo | URL, init?: SendInit) => Promise<Response>;

type RetryOptions = { attempts?: number; wait?: (ms: number) => Promise<void> };

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** True for a failure that produced no answer: fetch's network TypeError, or the library's timeout. */
export function isNoAnswer(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'ErrorTimeout';
}

/** Wraps `send` so that a request that got no answer is sent again, up to `attempts` times in all. */
export function withTokenRetries(
  send: Send,
  { attempts = TOKEN_REQUEST_ATTEMPTS, wait = pause }: RetryOptions = {},
): Send {
  return async (input, init) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await send(input, init);
      } catch (error) {
        if (attempt >= attempts || !isNoAnswer(error)) throw error;
        await wait(TOKEN_RETRY_DELAYS_MS[attempt - 1] ?? TOKEN_RETRY_DELAYS_MS[1]);
      }
    }
  };
}

type Transport = { fetchWithTimeout?: Send };
type TokenClientShape = { _jsonService?: Transport };
type UserManagerInternals = {
  _client?: { _tokenClient?: TokenClientShape; _validator?: { _tokenClient?: TokenClientShape } };
};

/**
 * Makes the UserManager's token requests retry as above. oidc-client-ts offers no hook for it, so this wraps
 * the transport of its two token clients: the one that exchanges the sign-in code (inside the response
 * validator) and the one that uses the refresh token. The jest suite runs a real UserManager through both,
 * so a library update that moves them fails a test rather than silently dropping the retries.
 */
export function retryTokenRequests(userManager: UserManager, options?: RetryOptions): UserManager {
  const client = (userManager as unknown as UserManagerInternals)._client;
  const transports = [client?._validator?._tokenClient?._jsonService, client?._tokenClient?._jsonService];
  for (const transport of transports) {
    const send = transport?.fetchWithTimeout;
    if (!transport || typeof send !== 'function') {
      console.error('oidc-client-ts has changed: token requests will not be retried (see token-retry.ts).');
      continue;
    }
    transport.fetchWithTimeout = withTokenRetries(send.bind(transport), options);
  }
  return userManager;
}
