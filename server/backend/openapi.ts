/**
 * The backend's OpenAPI 3.1 document, made by @fastify/swagger from the routes' own schemas and served at
 * `/api/openapi.json`; `npm run openapi` writes the copy in docs/openapi.json (docs/api.md tells the rules
 * the schemas cannot). Each of the company backend's routes belongs to a family, named here by its address;
 * the stand-ins of the outside services and the local controls belong to none and are left out.
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

export const OPENAPI_PATH = '/api/openapi.json';

/** The families, first match wins: `[tag, what it is, addresses it holds]`. */
const FAMILIES: [string, string, RegExp][] = [
  [
    'content',
    'The public pages\u2019 content, in the PHP original\u2019s loose JSON.',
    /^\/(admin\/pages\/|subscribe\.php)/,
  ],
  [
    'checkout',
    'Orders priced on the server and the browser\u2019s payment confirmations.',
    /^\/api\/(orders|\w+-confirmation)\.php$/,
  ],
  [
    'webhook',
    'The card provider\u2019s webhook: signed raw JSON, checked before it is read.',
    /^\/api\/razorpay-webhook\.php$/,
  ],
  ['learner', 'The learner\u2019s account: every call carries the sign-in.', /^\/api\/me\//],
  [
    'certificates',
    'Certificates anyone may verify, their credentials and keys.',
    /^\/(api\/certificates\/|api\/status-lists\/|\.well-known\/)/,
  ],
  ['console', 'The company console: a staff sign-in with its permission.', /^\/api\/admin\//],
  ['operations', 'For the host\u2019s monitoring.', /^\/api\/health$/],
];

/** Calls that carry the access token: always, or (orders) when the learner is signed in. */
const SIGNED_IN = /^\/api\/(me|admin)\//;
const MAY_SIGN_IN = /^\/api\/orders\.php$/;

/** Registers the document (before the routes, so that each is tagged with its family as it is added). */
export async function openApi(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    const family = FAMILIES.find(([, , pattern]) => pattern.test(route.url));
    if (!family) return;
    const security: Record<string, string[]>[] | undefined = SIGNED_IN.test(route.url)
      ? [{ bearer: [] }]
      : MAY_SIGN_IN.test(route.url)
        ? [{}, { bearer: [] }]
        : undefined;
    route.schema = { ...route.schema, tags: [family[0]], ...(security ? { security } : {}) };
  });
  await app.register(swagger, {
    hideUntagged: true,
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Company backend',
        version: '1',
        description:
          'Every call the site makes to the company backend. The rules beyond the schemas: docs/api.md.',
      },
      tags: FAMILIES.map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'An access token of the OpenID provider (RS256, iss and aud checked, 60 s leeway).',
          },
        },
      },
    },
  });
  app.get(OPENAPI_PATH, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(app.swagger()),
  );
}
