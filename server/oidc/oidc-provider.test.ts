import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';

import { startOidcProvider, type RunningOidcProvider } from './oidc-provider';
import { CookieJar, followWithinProvider, loginFormAction, pkcePair, step } from './test-client';

const SITE = 'http://localhost:8080';
const REDIRECT_URI = `${SITE}/auth/callback`;

interface TokenResponse {
  access_token?: string;
  id_token?: string;
  refresh_token?: string;
  expires_in?: number;
  error?: string;
}

function authorizeUrl(issuer: string, params: Record<string, string>): string {
  const query = new URLSearchParams({
    client_id: 'site-local',
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    state: 'state-123',
    nonce: 'nonce-456',
    ...params,
  });
  return `${issuer}/auth?${query}`;
}

async function token(
  issuer: string,
  body: Record<string, string>,
): Promise<{ status: number; json: TokenResponse }> {
  const response = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
    body: new URLSearchParams({ client_id: 'site-local', ...body }),
  });
  return { status: response.status, json: (await response.json()) as TokenResponse };
}

/** Logs in through the form and returns the authorization code. */
async function login(
  issuer: string,
  challenge: string,
  email = 'learner@example.com',
  password = 'learner-pass',
  jar = new CookieJar(),
): Promise<string> {
  const first = await followWithinProvider(
    jar,
    issuer,
    authorizeUrl(issuer, { code_challenge: challenge, code_challenge_method: 'S256' }),
  );
  assert.ok('page' in first, 'the authorize request shows a page');
  const html = await first.page.text();
  assert.match(html, /<label for="email">Email address<\/label>/);
  assert.match(html, /<label for="password">Password<\/label>/);
  const action = loginFormAction(html);
  assert.ok(action);
  const posted = await step(jar, new URL(action, issuer).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }),
  });
  assert.equal(posted.status, 303);
  const location = posted.headers.get('location');
  assert.ok(location);
  const end = await followWithinProvider(jar, issuer, new URL(location, issuer).href);
  assert.ok('left' in end, 'after login the provider redirects back to the site without a consent page');
  assert.equal(end.left.origin + end.left.pathname, REDIRECT_URI);
  assert.equal(end.left.searchParams.get('state'), 'state-123');
  const code = end.left.searchParams.get('code');
  assert.ok(code, `a code in ${end.left.href}`);
  return code;
}

describe('local OpenID provider', () => {
  let oidc: RunningOidcProvider;
  before(async () => {
    oidc = await startOidcProvider({ port: 0, accessTokenTtl: 120, sessionTtl: 600 });
  });
  after(async () => {
    await oidc.close();
  });

  it('answers discovery with the endpoints the site uses', async () => {
    const response = await fetch(`${oidc.url}/.well-known/openid-configuration`);
    assert.equal(response.status, 200);
    const doc = (await response.json()) as Record<string, unknown>;
    assert.equal(doc.issuer, oidc.url);
    assert.equal(doc.end_session_endpoint, `${oidc.url}/session/end`);
    assert.equal(doc.userinfo_endpoint, `${oidc.url}/me`);
    assert.deepEqual(doc.code_challenge_methods_supported, ['S256']);
    assert.ok(Array.isArray(doc.scopes_supported) && doc.scopes_supported.includes('offline_access'));
  });

  it('completes a code flow with PKCE: an ID token with the stored name, refresh with rotation', async () => {
    const { verifier, challenge } = pkcePair();
    const code = await login(oidc.url, challenge);
    const exchanged = await token(oidc.url, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    });
    assert.equal(exchanged.status, 200, JSON.stringify(exchanged.json));
    assert.ok(exchanged.json.access_token && exchanged.json.id_token && exchanged.json.refresh_token);
    assert.equal(exchanged.json.expires_in, 120);

    // The access token is for the API, so the profile claims travel in the ID token (the site reads them there).
    const profile = decodeJwt(exchanged.json.id_token);
    assert.equal(profile.name, 'priya sharma');
    assert.equal(profile.email, 'learner@example.com');
    assert.equal(typeof profile.picture, 'string');

    const avatar = await fetch(String(profile.picture));
    assert.equal(avatar.status, 200);
    assert.match(avatar.headers.get('content-type') ?? '', /^image\/svg\+xml/);
    assert.equal(avatar.headers.get('cross-origin-resource-policy'), 'cross-origin');

    const refreshed = await token(oidc.url, {
      grant_type: 'refresh_token',
      refresh_token: exchanged.json.refresh_token,
    });
    assert.equal(refreshed.status, 200, JSON.stringify(refreshed.json));
    assert.ok(refreshed.json.access_token);
    assert.notEqual(refreshed.json.refresh_token, exchanged.json.refresh_token, 'the refresh token rotates');

    const replayed = await token(oidc.url, {
      grant_type: 'refresh_token',
      refresh_token: exchanged.json.refresh_token,
    });
    assert.equal(replayed.status, 400);
    assert.equal(replayed.json.error, 'invalid_grant');
  });

  it('refuses a code flow without PKCE', async () => {
    const jar = new CookieJar();
    const result = await followWithinProvider(jar, oidc.url, authorizeUrl(oidc.url, {}));
    assert.ok('left' in result, 'the provider sends the error back to the site');
    assert.equal(result.left.searchParams.get('error'), 'invalid_request');
    assert.match(result.left.searchParams.get('error_description') ?? '', /PKCE/i);
    assert.equal(result.left.searchParams.get('code'), null);
  });

  it('refuses a code exchanged with the wrong verifier', async () => {
    const { challenge } = pkcePair();
    const code = await login(oidc.url, challenge);
    const exchanged = await token(oidc.url, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: pkcePair().verifier,
    });
    assert.equal(exchanged.status, 400);
    assert.equal(exchanged.json.error, 'invalid_grant');
  });

  it('shows an error on the login form for a wrong password', async () => {
    const jar = new CookieJar();
    const { challenge } = pkcePair();
    const first = await followWithinProvider(
      jar,
      oidc.url,
      authorizeUrl(oidc.url, { code_challenge: challenge, code_challenge_method: 'S256' }),
    );
    assert.ok('page' in first);
    const action = loginFormAction(await first.page.text()) ?? '';
    const posted = await step(jar, new URL(action, oidc.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'learner@example.com', password: 'nope' }),
    });
    assert.equal(posted.status, 401);
    assert.match(await posted.text(), /role="alert"[^>]*>Wrong email or password/);
  });

  it('logs in the second seeded user', async () => {
    const { verifier, challenge } = pkcePair();
    const code = await login(oidc.url, challenge, 'mentor@example.com', 'mentor-pass');
    const exchanged = await token(oidc.url, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    });
    const profile = decodeJwt(exchanged.json.id_token ?? '');
    assert.equal(profile.name, 'Arjun Mehta');
    assert.equal(profile.sub, 'user-mentor-0002');
  });

  it('issues access tokens for the API: RS256 JWTs with its audience, the learner and the verified e-mail, also on refresh', async () => {
    const { verifier, challenge } = pkcePair();
    const code = await login(oidc.url, challenge);
    const exchanged = await token(oidc.url, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    });
    const discovery = (await (await fetch(`${oidc.url}/.well-known/openid-configuration`)).json()) as {
      jwks_uri: string;
    };
    const keys = createRemoteJWKSet(new URL(discovery.jwks_uri));
    const refreshed = await token(oidc.url, {
      grant_type: 'refresh_token',
      refresh_token: exchanged.json.refresh_token ?? '',
    });
    for (const accessToken of [exchanged.json.access_token, refreshed.json.access_token]) {
      assert.ok(accessToken);
      assert.equal(decodeProtectedHeader(accessToken).alg, 'RS256');
      const { payload } = await jwtVerify(accessToken, keys, {
        issuer: oidc.url,
        audience: 'http://localhost:4100',
        algorithms: ['RS256'],
      });
      assert.equal(payload.sub, 'user-learner-0001');
      assert.equal(payload.email, 'learner@example.com');
      assert.equal(payload.email_verified, true);
      assert.equal(typeof payload.exp, 'number');
    }
  });

  it("puts the staff's permissions in their access tokens and none in a learner's; everyone's name and e-mail", async () => {
    const accessFor = async (email: string, password: string) => {
      const { verifier, challenge } = pkcePair();
      const code = await login(oidc.url, challenge, email, password);
      const exchanged = await token(oidc.url, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT_URI,
        code_verifier: verifier,
      });
      return decodeJwt(exchanged.json.access_token ?? '');
    };
    const editor = await accessFor('editor@example.com', 'editor-pass');
    assert.deepEqual(editor.permissions, ['content:write', 'courses:write']);
    assert.equal(editor.name, 'Meera Iyer');
    const staff = await accessFor('staff@example.com', 'staff-pass');
    assert.deepEqual(staff.permissions, [
      'content:write',
      'courses:write',
      'orders:read',
      'orders:refund',
      'learners:read',
      'learners:erase',
      'certificates:revoke',
      'subscribers:read',
    ]);
    const learner = await accessFor('learner@example.com', 'learner-pass');
    assert.equal(learner.permissions, undefined);
    assert.equal(learner.name, 'priya sharma');
    assert.equal(learner.email, 'learner@example.com');
  });

  it('renews silently with prompt=none while the session lasts, and logs out through end_session', async () => {
    const jar = new CookieJar();
    const first = pkcePair();
    const code = await login(oidc.url, first.challenge, 'learner@example.com', 'learner-pass', jar);
    const tokens = await token(oidc.url, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: first.verifier,
    });
    const silent = pkcePair();
    const renewUrl = (challenge: string) =>
      authorizeUrl(oidc.url, {
        prompt: 'none',
        redirect_uri: `${SITE}/auth/silent-renew`,
        scope: 'openid profile email',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      });
    const renewed = await followWithinProvider(jar, oidc.url, renewUrl(silent.challenge));
    assert.ok('left' in renewed);
    assert.ok(renewed.left.searchParams.get('code'), renewed.left.href);

    const end = await followWithinProvider(
      jar,
      oidc.url,
      `${oidc.url}/session/end?${new URLSearchParams({
        id_token_hint: tokens.json.id_token ?? '',
        post_logout_redirect_uri: `${SITE}/`,
        client_id: 'site-local',
      })}`,
    );
    assert.ok('page' in end);
    const html = await end.page.text();
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirmed = await step(jar, new URL(action, oidc.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    assert.equal(confirmed.status, 303);
    assert.equal(confirmed.headers.get('location'), `${SITE}/`);

    const after = await followWithinProvider(jar, oidc.url, renewUrl(pkcePair().challenge));
    assert.ok('left' in after);
    assert.equal(after.left.searchParams.get('error'), 'login_required');
  });

  it('allows CORS on the token endpoint only for the site origins', async () => {
    const preflight = (origin: string) =>
      fetch(`${oidc.url}/token`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    assert.equal((await preflight(SITE)).headers.get('access-control-allow-origin'), SITE);
    const token = await fetch(`${oidc.url}/token`, {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'site-local', grant_type: 'refresh_token', refresh_token: 'x' }),
    });
    assert.equal(token.headers.get('access-control-allow-origin'), null);
  });
});
