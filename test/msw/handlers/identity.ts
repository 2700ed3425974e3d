import { HttpResponse, http } from 'msw';

/** The local OpenID provider as the browser sees it: discovery, token and userinfo (see server/oidc). */
export const ISSUER = 'http://localhost:4200';
const TOKEN_ENDPOINT = `${ISSUER}/token`;

export const learnerClaims = {
  sub: 'user-learner-0001',
  name: 'priya sharma',
  email: 'learner@example.com',
};

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An ID token as the provider would issue it (the client reads its claims; the signature is the provider's). */
export function idToken(claims: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = { iss: ISSUER, aud: 'site-local', iat: now, exp: now + 300, ...learnerClaims, ...claims };
  return `${base64Url({ alg: 'RS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}

const tokens = (suffix: string) =>
  HttpResponse.json({
    access_token: `access-${suffix}`,
    refresh_token: `refresh-${suffix}`,
    id_token: idToken(),
    token_type: 'Bearer',
    expires_in: 300,
    scope: 'openid profile email offline_access',
  });

let tokenRequests: string[] = [];

/** The grant type of every request the token endpoint has seen since the last reset. */
export const tokenRequestsSeen = (): readonly string[] => tokenRequests;

/** Forgets the token requests seen (between tests). */
export const resetIdentity = () => {
  tokenRequests = [];
};

const tokenEndpoint = (answer: (attempt: number) => Response) =>
  http.post(TOKEN_ENDPOINT, async ({ request }) => {
    tokenRequests.push(String(new URLSearchParams(await request.text()).get('grant_type')));
    return answer(tokenRequests.length);
  });

export const handlers = [
  http.get(`${ISSUER}/.well-known/openid-configuration`, () =>
    HttpResponse.json({
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/auth`,
      token_endpoint: TOKEN_ENDPOINT,
      userinfo_endpoint: `${ISSUER}/me`,
      end_session_endpoint: `${ISSUER}/session/end`,
      jwks_uri: `${ISSUER}/jwks`,
      scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
    }),
  ),
  http.get(`${ISSUER}/me`, () => HttpResponse.json(learnerClaims)),
  tokenEndpoint((attempt) => tokens(String(attempt))),
];

export const failures = {
  /** The first `count` token requests get no answer at all (the connection drops); then tokens are issued. */
  tokenUnreachableFor: (count: number) =>
    tokenEndpoint((attempt) => (attempt <= count ? HttpResponse.error() : tokens(String(attempt)))),
  /** The provider answers and refuses: the code is spent or the refresh token revoked. */
  tokenRefused: () =>
    tokenEndpoint(() =>
      HttpResponse.json(
        { error: 'invalid_grant', error_description: 'grant request is invalid' },
        { status: 400 },
      ),
    ),
  /** The provider answers with a crash page. */
  tokenServerError: () =>
    tokenEndpoint(() =>
      HttpResponse.text('<html><body>502 Bad Gateway</body></html>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      }),
    ),
};
