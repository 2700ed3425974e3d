import { ErrorResponse, SigninState, User, UserManager } from 'oidc-client-ts';

import { TOKEN_REQUEST_ATTEMPTS, isNoAnswer, retryTokenRequests, withTokenRetries } from './token-retry';
import { buildUserManagerSettings } from './user-manager';

import { testConfig } from '@test/config';
import {
  ISSUER,
  failures,
  handlers,
  idToken,
  resetIdentity,
  tokenRequestsSeen,
} from '@test/msw/handlers/identity';
import { server } from '@test/msw/server';

const noPause = () => Promise.resolve();
const timeout = () => Object.assign(new Error('Network timed out'), { name: 'ErrorTimeout' });

describe('withTokenRetries', () => {
  it('sends again after a network failure or a timeout, three times in all', async () => {
    const ok = new Response('{}');
    const send = jest
      .fn<Promise<Response>, unknown[]>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(timeout())
      .mockResolvedValueOnce(ok);
    await expect(withTokenRetries(send, { wait: noPause })('https://idp/token')).resolves.toBe(ok);
    expect(send).toHaveBeenCalledTimes(3);
    expect(TOKEN_REQUEST_ATTEMPTS).toBe(3);
  });

  it('gives up after the third attempt with the last failure', async () => {
    const send = jest.fn<Promise<Response>, unknown[]>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(withTokenRetries(send, { wait: noPause })('https://idp/token')).rejects.toThrow(
      'Failed to fetch',
    );
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('never sends again once the provider has answered, even with an error', async () => {
    const refused = new Response('{"error":"invalid_grant"}', { status: 400 });
    const send = jest.fn<Promise<Response>, unknown[]>().mockResolvedValue(refused);
    await expect(withTokenRetries(send, { wait: noPause })('https://idp/token')).resolves.toBe(refused);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does not retry an error that is not a missing answer', async () => {
    const send = jest.fn<Promise<Response>, unknown[]>().mockRejectedValue(new SyntaxError('bad JSON'));
    await expect(withTokenRetries(send, { wait: noPause })('https://idp/token')).rejects.toThrow(SyntaxError);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('waits a little between attempts', async () => {
    const wait = jest.fn(noPause);
    const send = jest
      .fn<Promise<Response>, unknown[]>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('{}'));
    await withTokenRetries(send, { wait })('https://idp/token');
    expect(wait.mock.calls).toEqual([[500], [1500]]);
  });

  it('tells a missing answer from everything else', () => {
    expect(isNoAnswer(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNoAnswer(timeout())).toBe(true);
    expect(isNoAnswer(new ErrorResponse({ error: 'invalid_grant' }))).toBe(false);
    expect(isNoAnswer(new Error('Bad Gateway (502)'))).toBe(false);
  });
});

/** A real UserManager, with the site's settings and the retries, talking to the msw provider. */
const userManager = () =>
  retryTokenRequests(new UserManager(buildUserManagerSettings(testConfig, window.location.origin)), {
    wait: noPause,
  });

/** Finishes a sign-in the way /auth/callback does: a stored sign-in request, then the provider's answer. */
async function finishSignIn(manager: UserManager) {
  const state = await SigninState.create({
    authority: ISSUER,
    client_id: testConfig.oidcClientId,
    redirect_uri: `${window.location.origin}/auth/callback`,
    // No PKCE here: jsdom has no crypto.subtle. The browser tests run the full flow with S256.
    request_type: 'si:r',
    scope: 'openid profile email offline_access',
  });
  await manager.settings.stateStore.set(state.id, state.toStorageString());
  return manager.signinCallback(
    `${window.location.origin}/auth/callback?code=one-use-code&state=${state.id}`,
  );
}

/** Puts a signed-in session with a refresh token in this tab, as an earlier sign-in would have. */
async function storeSession(manager: UserManager) {
  const now = Math.floor(Date.now() / 1000);
  await manager.storeUser(
    new User({
      access_token: 'access-old',
      refresh_token: 'refresh-old',
      id_token: idToken(),
      token_type: 'Bearer',
      scope: 'openid profile email offline_access',
      profile: { sub: 'user-learner-0001', iss: ISSUER, aud: 'site-local', exp: now + 300, iat: now },
      expires_at: now + 30,
    }),
  );
}

describe('token requests of a real UserManager', () => {
  beforeEach(() => {
    resetIdentity();
    server.use(...handlers);
  });

  it('retries the code exchange when the connection drops, and signs in', async () => {
    server.use(failures.tokenUnreachableFor(2));
    const user = await finishSignIn(userManager());
    expect(user?.access_token).toBe('access-3');
    expect(tokenRequestsSeen()).toEqual(['authorization_code', 'authorization_code', 'authorization_code']);
  });

  it('does not retry the code exchange when the provider refuses it', async () => {
    server.use(failures.tokenRefused());
    await expect(finishSignIn(userManager())).rejects.toMatchObject({ error: 'invalid_grant' });
    expect(tokenRequestsSeen()).toEqual(['authorization_code']);
  });

  it('stops after three attempts when the provider stays unreachable', async () => {
    server.use(failures.tokenUnreachableFor(5));
    await expect(finishSignIn(userManager())).rejects.toThrow(TypeError);
    expect(tokenRequestsSeen()).toHaveLength(3);
  });

  it('retries the refresh when the connection drops, and renews the session', async () => {
    server.use(failures.tokenUnreachableFor(1));
    const manager = userManager();
    await storeSession(manager);
    const user = await manager.signinSilent();
    expect(user?.access_token).toBe('access-2');
    expect(tokenRequestsSeen()).toEqual(['refresh_token', 'refresh_token']);
  });

  it('does not retry the refresh on an error answer, a crash page included', async () => {
    for (const refusal of [failures.tokenRefused(), failures.tokenServerError()]) {
      resetIdentity();
      server.use(refusal);
      const manager = userManager();
      await storeSession(manager);
      await expect(manager.signinSilent()).rejects.toBeInstanceOf(Error);
      expect(tokenRequestsSeen()).toEqual(['refresh_token']);
    }
  });
});
