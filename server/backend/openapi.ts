/**
 * The backend's OpenAPI 3.1 document, made by @fastify/swagger from the routes' own schemas and served at
 * `/api/openapi.json`; `npm run openapi` writes the copy in docs/openapi.json (docs/api.md tells the rules
 * the schemas cannot). Each of the company backend's routes belongs to a family, named here by its address;
 * the stand-ins of the outside services and the local controls belong to none and are left out.
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

import { Message } from './wire-schema';

export const OPENAPI_PATH = '/api/openapi.json';

/** The families by address, first match wins: `tag: [addresses, what they are]`. */
const FAMILIES: Record<string, [RegExp, string]> = {
  content: [
    /^\/(admin\/pages\/|subscribe\.php|api\/(articles|newsletters)(\/|$)|api\/newsletter\/unsubscribe$)/,
    'The public pages’ content: the PHP admin’s loose JSON, the articles and newsletters, the newsletter’s subscribe and unsubscribe.',
  ],
  checkout: [/^\/api\/(orders|\w+-confirmation)\.php$/, 'Orders and payment confirmations.'],
  webhook: [/^\/api\/razorpay-webhook\.php$/, 'The card provider’s signed webhook.'],
  learner: [/^\/api\/me\//, 'The learner’s account: every call carries the sign-in.'],
  certificates: [
    /^\/(api\/certificates\/|api\/status-lists\/|\.well-known\/)/,
    'Certificates anyone may verify.',
  ],
  console: [/^\/api\/admin\//, 'The company console: a staff sign-in with its permission.'],
  operations: [/^\/api\/health$/, 'For the host’s monitoring.'],
};

/** Calls that carry the access token: always, or (orders) when the learner is signed in. */
const SIGNED_IN = /^\/api\/(me|admin)\//;
const MAY_SIGN_IN = /^\/api\/orders\.php$/;
/**
 * The console's refusals, the same on every one of its calls (admin/routes.ts, `guard`): no or a bad token,
 * a token without the permission, the per-staff allowance spent. Declared once here rather than per route.
 */
const CONSOLE = /^\/api\/admin\//;
const CONSOLE_REFUSALS = { 401: Message, 403: Message, 429: Message };

/** Registers the document (before the routes, so that each is tagged with its family as it is added). */
export async function openApi(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    const family = Object.entries(FAMILIES).find(([, [pattern]]) => pattern.test(route.url))?.[0];
    if (!family) return;
    const security: Record<string, string[]>[] | undefined = SIGNED_IN.test(route.url)
      ? [{ bearer: [] }]
      : MAY_SIGN_IN.test(route.url)
        ? [{}, { bearer: [] }]
        : undefined;
    // Only beside answers a route declares: one that declares none keeps the document's default answer.
    const declared = route.schema?.response as object | undefined;
    const response =
      CONSOLE.test(route.url) && declared ? { response: { ...CONSOLE_REFUSALS, ...declared } } : {};
    route.schema = { ...route.schema, ...response, tags: [family], ...(security ? { security } : {}) };
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
      tags: Object.entries(FAMILIES).map(([name, [, description]]) => ({ name, description })),
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
