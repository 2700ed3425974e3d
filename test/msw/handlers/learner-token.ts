import { HttpResponse } from 'msw';

import { fixtureLearners, readFixtureAccessToken } from '../../fixtures/learner';

/** The learner a request was signed in as, as the backend's check would find them. */
export interface MswLearner {
  sub: string;
  verifiedEmail: string | null;
}

/** The 401 the backend answers a missing or bad token with (docs/api.md): WWW-Authenticate and a message. */
export const unauthorized = (message: string, error = true) =>
  HttpResponse.json(
    { message },
    {
      status: 401,
      headers: {
        'WWW-Authenticate': error
          ? 'Bearer realm="learner", error="invalid_token"'
          : 'Bearer realm="learner"',
        'Cache-Control': 'no-store',
      },
    },
  );

/** The learner of a request's bearer token, or the 401 to answer with. */
export function learnerOf(request: Request): MswLearner | Response {
  const header = request.headers.get('authorization');
  if (header === null)
    return unauthorized('Sign in first: this call needs the access token of a signed-in learner.', false);
  const token = /^Bearer (\S+)$/.exec(header)?.[1];
  // The msw identity provider (identity.ts) signs its learner in with tokens `access-<n>`.
  if (token && /^access-\d+$/.test(token))
    return { sub: fixtureLearners.priya.sub, verifiedEmail: fixtureLearners.priya.email };
  const claims = token ? readFixtureAccessToken(token) : null;
  if (!claims) return unauthorized('The access token is not valid. Sign in again.');
  return {
    sub: claims.sub,
    verifiedEmail: claims.email_verified === true && claims.email ? claims.email : null,
  };
}
