/**
 * Generated bad input (fast-check) sent to every route the backend registers, through the real app:
 * wrong types, missing and unknown fields, repeated query keys, broken and oversize bodies, wrong content
 * types, invalid UTF-8 and lone surrogates, hostile path parameters and headers. Whatever arrives, no
 * answer is a 5xx, a refusal says why, and a refused request changes no row (SQLite's total_changes()
 * on the backend's own connection, before and after each request).
 *
 * Every route is listed below (ROUTES, keyed as fastify's onRoute names it): a route added later without
 * its generator fails the first test, naming it. The last test needs no list: it reads the OpenAPI document
 * the routes' schemas make (docs/api.md) and derives, for every route with a body or query schema, cases the
 * schema refuses, so a new route with a schema is fuzzed without a line written for it. A route that reads the learner's token sets `auth`: its
 * cases are sent with no token, with garbage and, through `bearer` in the suite's setup, with a valid one,
 * so the checks behind the token are reached too (a 401 to garbage is a refusal like any other).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { Value } from 'typebox/value';

import { buildLocalStack, type LocalStack } from '../local-stack';
import { signWebhook } from '../razorpay-signature';

import { ADMIN_ROUTES } from './admin/routes';
import { PLAYER_COURSE_SEED } from './player-course-seed';
import { findProduct } from './pricing';
import { catalogOf, readProgressBatch } from './progress';
import { NO_RATE_LIMITS } from './rate-limits';
import { startTestIssuer, type TestIssuer } from './test-issuer';
import { isRecord } from './validate';
import { Customer, NewsletterForm, type OrderWire } from './wire';

const KEY_SECRET = 'bad-input-key-secret';
const WEBHOOK_SECRET = 'bad-input-webhook-secret';
/** Cases per route; the HEAD twin of a GET route gets a third as many. */
const RUNS = 120;
/** Cases per route derived from its schemas (the last test). */
const SCHEMA_RUNS = 60;

type Request = {
  method: NonNullable<InjectOptions['method']>;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
};

interface RouteCases {
  /** Generated requests for the route; `read` routes may answer them 200, the others must refuse them. */
  cases: fc.Arbitrary<Request>;
  /** `refuse`: every case is bad by construction (a 4xx, no row changed); `read`: any answer but a 5xx. */
  expect: 'refuse' | 'read';
  /** The route reads the learner's bearer token (see the file's header). */
  auth?: boolean;
}

// ---- building blocks ------------------------------------------------------------------------------------

const LONE_SURROGATE = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Text as an attacker types it: any code points, control characters, escapes, injections, long runs. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 20 }),
  LONE_SURROGATE,
  fc.constantFrom(
    '',
    ' ',
    '%',
    '%zz',
    '\u0000',
    '../../backend.sqlite',
    '<script>alert(1)</script>',
    "'; DROP TABLE orders; --",
    '__proto__',
    'constructor',
    '\uFFFD',
    'x'.repeat(600),
  ),
);

/** Percent-encodes what can be; text with a lone surrogate goes as the raw bytes of its UTF-16 half. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** A query string: encoded pairs, raw broken escapes, repeated keys, prototype keys. */
const hostileQuery = fc
  .array(
    fc.oneof(
      fc.tuple(hostileText, hostileText).map(([key, value]) => `${encode(key)}=${encode(value)}`),
      fc.constantFrom('%', '%FF', '%E0%A4', '%C0%AF', '=', '&&', 'x=%ZZ', '__proto__=1', 'a[]=1', 'a=1&a=2'),
      hostileText.map((key) => `${encode(key)}=1&${encode(key)}=2`),
    ),
    { minLength: 1, maxLength: 5 },
  )
  .map((parts) => parts.join('&'));

/** A path parameter: hostile text, encoded or raw, or a number no row has. */
const hostileSegment = fc.oneof(
  // Never a small number: an id a row may have (those get the integers below, which no row has).
  hostileText.filter((text) => text !== '' && !/^\d{1,8}$/.test(text.trim())).map(encode),
  fc.constantFrom(
    '%00',
    '..%2F..%2Fbackend.sqlite',
    '%FF',
    '%201',
    '1e3',
    '-1',
    '0',
    '01',
    '99999999999999999999',
  ),
  fc.integer({ min: 100_000_000, max: 2 ** 31 }).map(String),
);

const HEADER_NAMES = [
  'authorization',
  'cookie',
  'x-forwarded-for',
  'x-razorpay-signature',
  'x-razorpay-event-id',
  'origin',
  'accept-encoding',
  'range',
  'if-none-match',
] as const;
const headerValue = fc.oneof(
  fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((value) => value.replace(/[^\x20-\x7e]/g, '')),
  fc.constantFrom(
    'Bearer ',
    'Bearer garbage.garbage.garbage',
    'Basic !!!',
    'bytes=-1',
    'http://evil.example',
  ),
);
/** A few headers a visitor may send with anything in them. */
const noise = fc.dictionary(fc.constantFrom(...HEADER_NAMES), headerValue, { maxKeys: 3 });

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=abc',
  'application/octet-stream',
  'application/xml',
  'application/jsonx',
];
/** Any bytes under any content type, now and then claiming to be gzip. */
const hostileBytes = fc
  .record({
    type: fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined }),
    bytes: fc.uint8Array({ maxLength: 300 }),
    gzip: fc.boolean(),
  })
  .map(({ type, bytes, gzip }) => ({
    headers: { ...(type ? { 'content-type': type } : {}), ...(gzip ? { 'content-encoding': 'gzip' } : {}) },
    payload: Buffer.from(bytes),
  }));

const json = (value: unknown, type = 'application/json') => ({
  headers: { 'content-type': type },
  payload: JSON.stringify(value) ?? 'null',
});

type Body = { headers: Record<string, string>; payload: string | Buffer };

interface JsonShape {
  /** A request the route would accept. */
  template: Record<string, unknown>;
  /** The fields that must be there, each with what a valid value is. */
  required: Record<string, (value: unknown) => boolean>;
  /** Whether those fields may be left out (the local controls): then leaving one out is no bad input. */
  mayBeLeftOut?: boolean;
  /** Whether a field the route does not know is refused (it is only where it could be mistaken). */
  refusesUnknown?: boolean;
  /** Whether a JSON `null` body counts as `{}` (the local controls), so it is no bad input there. */
  nullIsEmpty?: boolean;
  /** Whether the template itself is refused (a signature no one can guess): then any change is bad too. */
  templateRefused?: boolean;
}

/**
 * Bodies for a route that takes JSON, each bad by construction: a required field missing or of a wrong
 * value, an unknown field (where refused), not an object, or the template sent broken (invalid UTF-8, a lone
 * surrogate, too big, prototype keys, nested too deep, another content type, another charset).
 */
function jsonBodies({
  template,
  required,
  mayBeLeftOut,
  refusesUnknown,
  nullIsEmpty,
  templateRefused,
}: JsonShape) {
  const names = Object.keys(required);
  const without = (name: string) =>
    Object.fromEntries(Object.entries(template).filter(([key]) => key !== name));
  const templateJson = JSON.stringify(template);
  const broken: fc.Arbitrary<Body>[] = [
    fc.constantFrom(...names).chain((name) =>
      fc
        .oneof(fc.jsonValue(), hostileText)
        .filter((value) => !(required[name]?.(value) ?? false))
        .map((value) => json({ ...template, [name]: value })),
    ),
    fc
      .jsonValue()
      .filter((value) => !isRecord(value) && !(nullIsEmpty && value === null))
      .map((value) => json(value)),
    LONE_SURROGATE.map((half) => json({ [half]: 1, ...template })),
    fc.constant({
      headers: { 'content-type': 'application/json' },
      payload: Buffer.concat([
        Buffer.from('{"'),
        Buffer.from([0xff, 0xfe, 0xc0]),
        Buffer.from(`":1,${templateJson.slice(1)}`),
      ]),
    }),
    fc.integer({ min: 17_000, max: 40_000 }).map((size) => json({ ...template, padding: 'x'.repeat(size) })),
    fc.constant({
      headers: { 'content-type': 'application/json' },
      payload: `{"__proto__":{"polluted":true},${templateJson.slice(1)}`,
    }),
    fc.constant({
      headers: { 'content-type': 'application/json' },
      payload: `{"constructor":{"prototype":{"polluted":true}},${templateJson.slice(1)}`,
    }),
    fc.integer({ min: 500, max: 8000 }).map((depth) => ({
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(depth)}${']'.repeat(depth)}`,
    })),
    fc
      .constantFrom(...CONTENT_TYPES.filter((type) => type !== 'application/json'))
      .map((type) => json(template, type)),
    fc.constant({ headers: {}, payload: templateJson }),
    fc.uint8Array({ minLength: 1, maxLength: 200 }).map((bytes) => ({
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from(bytes),
    })),
    hostileBytes,
  ];
  if (!mayBeLeftOut) broken.push(fc.constantFrom(...names).map((name) => json(without(name))));
  if (refusesUnknown)
    broken.push(
      fc
        .tuple(
          hostileText.filter((key) => !(key in template) && key !== '__proto__' && key !== 'constructor'),
          fc.jsonValue(),
        )
        .map(([key, value]) => json({ ...template, [key]: value })),
    );
  if (templateRefused)
    broken.push(
      fc
        .tuple(fc.constantFrom(...Object.keys(template)), fc.jsonValue())
        .map(([key, value]) => json({ ...template, [key]: value })),
    );
  // Where no body means `{}`, a body that says nothing (none, `null`, `{}`) is no bad input.
  return fc.oneof(...broken).filter((body) => !(nullIsEmpty && saysNothing(body.payload)));
}

/** Whether a body is empty, or JSON `null` or `{}`. */
function saysNothing(payload: string | Buffer): boolean {
  const text = payload.toString().trim();
  if (text === '') return true;
  try {
    const value: unknown = JSON.parse(text);
    return value === null || (isRecord(value) && Object.keys(value).length === 0);
  } catch {
    return false;
  }
}

interface FormShape {
  template: Record<string, string>;
  required: Record<string, (value: string) => boolean>;
}

/** A multipart body from parts, each `[name, value, part headers]`. */
function form(parts: [string, string | Buffer, string?][], boundary = 'bad-input-boundary'): Body {
  const chunks: Buffer[] = [];
  for (const [name, value, extra] of parts) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n${extra ?? ''}\r\n`),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(chunks),
  };
}

/**
 * Bodies for a route that takes a form, each bad by construction: a required field missing, wrong,
 * repeated, too long or not UTF-8, a file, a JSON part, too many parts, no boundary, cut short, or JSON.
 */
function formBodies({ template, required }: FormShape) {
  const names = Object.keys(required);
  const entries = Object.entries(template) as [string, string][];
  const withValue = (name: string, value: string | Buffer, extra?: string) =>
    form(entries.map(([key, current]) => (key === name ? [key, value, extra] : [key, current])));
  const whole = form(entries).payload as Buffer;
  return fc.oneof(
    fc.constantFrom(...names).map((name) => form(entries.filter(([key]) => key !== name))),
    fc
      .constantFrom(...names)
      .chain((name) =>
        hostileText
          .filter((value) => !(required[name]?.(value) ?? false))
          .map((value) => withValue(name, value)),
      ),
    fc.constantFrom(...names).map((name) => form([...entries, [name, template[name] ?? '']])),
    fc.constantFrom(...names).map((name) => withValue(name, 'x'.repeat(9000))),
    fc
      .constantFrom(...names)
      .map((name) =>
        withValue(name, Buffer.concat([Buffer.from(template[name] ?? ''), Buffer.from([0xff, 0xfe])])),
      ),
    fc
      .constant(form([...entries, ['upload', 'file body', 'Content-Type: text/plain\r\n']]).payload)
      .map((payload) => ({
        headers: { 'content-type': 'multipart/form-data; boundary=bad-input-boundary' },
        payload: Buffer.from(
          payload.toString('latin1').replace('name="upload"', 'name="upload"; filename="a.txt"'),
          'latin1',
        ),
      })),
    fc.constantFrom(...names).map((name) => withValue(name, '{"a":1}', 'Content-Type: application/json\r\n')),
    fc.constant(
      form([...entries, ...Array.from({ length: 31 }, (_, i): [string, string] => [`extra${i}`, 'x'])]),
    ),
    fc.constant({ headers: { 'content-type': 'multipart/form-data' }, payload: whole }),
    fc
      .integer({ min: 1, max: Math.max(1, whole.length - 30) })
      .map((cut) => ({ headers: form([]).headers, payload: whole.subarray(0, cut) })),
    fc.constant(json(template)),
    hostileBytes,
  );
}

/**
 * A route's address with hostile parameters and, one time in four, a hostile query (which is refused before
 * the body is read: more often, and the bodies would seldom reach the route).
 */
const address = (pattern: string) =>
  fc
    .tuple(
      fc.array(hostileSegment, { minLength: 2, maxLength: 2 }),
      fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: hostileQuery, weight: 1 }),
    )
    .map(([segments, query]) => {
      let index = 0;
      const filled = pattern.replace(/:\w+|\*/g, () => segments[index++] ?? 'x');
      return query === undefined ? filled : `${filled}?${query}`;
    });

/** Requests with the route's method and address and one of `bodies`, with noise in the headers. */
const requests = (method: Request['method'], pattern: string, bodies: fc.Arbitrary<Body>) =>
  fc.tuple(address(pattern), bodies, noise).map(([url, body, headers]): Request => ({
    method,
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  }));

/** A read: hostile address, query and headers, and sometimes a body nobody asked for. */
const reads = (pattern: string, method: Request['method'] = 'GET') =>
  requests(method, pattern, fc.oneof(fc.constant({ headers: {}, payload: '' }), hostileBytes));

/** Refused as a whole: an address no row has, whatever the body. */
const anyBody = fc.oneof(
  fc.jsonValue().map((value) => json(value)),
  hostileBytes,
);

const oneOf =
  (...values: unknown[]) =>
  (value: unknown) =>
    values.includes(value);
const nonBlank = (value: unknown) => typeof value === 'string' && value.trim() !== '';

// ---- cases derived from the routes' schemas ---------------------------------------------------------------

type JsonSchema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: unknown;
};
interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** Whether a schema constrains its value at all (a value can be found that it refuses). */
const constrains = (schema: JsonSchema) =>
  ['type', 'const', 'enum', 'anyOf', 'pattern'].some((keyword) => keyword in schema);

/** The object schemas' fields, as paths (`customer.email`), reached through plain objects only. */
function fieldsOf(schema: JsonSchema, prefix: string[] = []): { path: string[]; schema: JsonSchema }[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => [
    ...(constrains(property) ? [{ path: [...prefix, name], schema: property }] : []),
    ...(property.type === 'object' ? fieldsOf(property, [...prefix, name]) : []),
  ]);
}

/** `value` with `path` set (or, for `undefined`, removed), copied on the way down. */
function withField(value: Record<string, unknown>, [name, ...rest]: string[], set: unknown): unknown {
  if (name === undefined) return set;
  const inner = isRecord(value[name]) ? value[name] : {};
  const others = Object.entries(value).filter(([key]) => key !== name);
  if (rest.length === 0 && set === undefined) return Object.fromEntries(others);
  return Object.fromEntries([...others, [name, rest.length === 0 ? set : withField(inner, rest, set)]]);
}

/** The objects along a path whose schemas refuse unknown fields, as paths. */
const strictObjects = (schema: JsonSchema, prefix: string[] = []): string[][] => [
  ...(schema.additionalProperties === false ? [prefix] : []),
  ...Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
    property.type === 'object' ? strictObjects(property, [...prefix, name]) : [],
  ),
];

/**
 * Bodies a JSON body schema refuses, each by construction, from `base` (a request the route takes, or
 * `{}`): a field of a value its schema refuses, a required field left out, an unknown field where unknown
 * fields are refused, or not an object at all.
 */
function schemaBodies(schema: JsonSchema, base: Record<string, unknown>): fc.Arbitrary<Body> {
  const fields = fieldsOf(schema);
  const required = (path: string[]) => {
    const parent = path
      .slice(0, -1)
      .reduce<JsonSchema | undefined>((s, name) => s?.properties?.[name], schema);
    return parent?.required?.includes(path.at(-1) ?? '') ?? false;
  };
  const broken: fc.Arbitrary<Body>[] = [
    fc
      .jsonValue()
      .filter((value) => !isRecord(value))
      .map((value) => json(value)),
  ];
  if (fields.length > 0)
    broken.push(
      fc.constantFrom(...fields).chain(({ path, schema: field }) =>
        fc
          .oneof(fc.jsonValue(), hostileText)
          .filter((value) => value !== undefined && !Value.Check(field, value))
          .map((value) => json(withField(base, path, value))),
      ),
    );
  const requiredFields = fields.filter(({ path }) => required(path));
  if (requiredFields.length > 0)
    broken.push(fc.constantFrom(...requiredFields).map(({ path }) => json(withField(base, path, undefined))));
  const strict = strictObjects(schema);
  if (strict.length > 0)
    broken.push(
      fc
        .tuple(fc.constantFrom(...strict), fc.stringMatching(/^[a-z]{1,12}$/), fc.jsonValue())
        .map(([path, key, value]) => json(withField(base, [...path, `unknown_${key}`], value))),
    );
  return fc.oneof(...broken);
}

/** Queries the route's query schema refuses: a required key left out, or a key of a value it refuses. */
function schemaQueries(parameters: NonNullable<Operation['parameters']>, base: Record<string, string>) {
  const query = parameters.filter((parameter) => parameter.in === 'query' && constrains(parameter.schema));
  const text = (values: Record<string, string>) =>
    Object.entries(values)
      .map(([key, value]) => `${encode(key)}=${encode(value)}`)
      .join('&');
  const broken: fc.Arbitrary<string>[] = [];
  if (query.length > 0)
    broken.push(
      fc.constantFrom(...query).chain(({ name, schema }) =>
        hostileText
          .filter((value) => !LONE_SURROGATE_TEXT.test(value))
          .filter((value) => !readsAs(value).some((read) => Value.Check(schema, read)))
          .map((value) => text({ ...base, [name]: value })),
      ),
    );
  const required = query.filter((parameter) => parameter.required);
  if (required.length > 0)
    broken.push(
      fc
        .constantFrom(...required)
        .map(({ name }) => text(Object.fromEntries(Object.entries(base).filter(([key]) => key !== name)))),
    );
  return broken.length > 0 ? fc.oneof(...broken) : undefined;
}
const LONE_SURROGATE_TEXT = /\p{Cs}/u;
/** What fastify may read a query value as (the document's plain schemas carry no conversion of their own). */
const readsAs = (value: string): unknown[] => [
  value,
  ...(value.trim() === '' ? [] : [Number(value)]),
  ...(value === 'true' || value === 'false' ? [value === 'true'] : []),
];

// ---- the backend under test -----------------------------------------------------------------------------

let backend: LocalStack;
let dataDir: string;
let order: OrderWire;
const customer = { name: 'Priya Sharma', email: 'learner@example.com', phone: '+91 98480 22338' };

/** The provider whose tokens the backend accepts here, and a valid token for routes with `auth`. */
let issuer: TestIssuer;
const bearer: (() => Promise<string>) | undefined = () => issuer.token('user-bad-input');

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bad-input-test-'));
  issuer = await startTestIssuer();
  backend = await buildLocalStack({
    dataDir,
    learnerAuth: { issuer: issuer.issuer, audience: issuer.audience },
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    testEdits: true,
    rateLimits: NO_RATE_LIMITS,
  });
  order = (
    await backend.app.inject({
      method: 'POST',
      url: '/api/orders.php',
      payload: { kind: 'plan', title: 'R-Guru Member', currency: 'USD', customer },
    })
  ).json<OrderWire>();
});
after(async () => {
  await backend.app.close();
  await issuer.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every route with its generator. Built lazily: the templates name the order made in `before`. */
function routeCases(): Record<string, RouteCases> {
  const orderShape: JsonShape = {
    template: { kind: 'plan', title: 'R-Guru Member', currency: 'USD', customer },
    required: {
      kind: oneOf('plan', 'workshop'),
      title: (value) => typeof value === 'string' && findProduct('plan', value) !== undefined,
      currency: oneOf('USD', 'INR'),
      customer: (value) => Value.Check(Customer, value),
    },
    refusesUnknown: true,
  };
  const customerChanges = fc
    .oneof(
      fc.constantFrom('name', 'email', 'phone').map((field) => ({ ...customer, [field]: undefined })),
      fc
        .tuple(fc.constantFrom('name', 'email', 'phone'), fc.oneof(fc.jsonValue(), hostileText))
        .map(([field, value]) => ({ ...customer, [field]: value }))
        .filter((changed) => !Value.Check(Customer, changed)),
      hostileText
        .filter((key) => !(key in customer) && key !== '__proto__')
        .map((key) => ({ ...customer, [key]: 'x' })),
    )
    .map((changed) => json({ ...orderShape.template, customer: changed }));
  const confirmation = (titleField: string) => ({
    template: {
      paymentId: 'pay_BadInput000001',
      orderId: order.orderId,
      // No one can guess the signature: the template is refused, and so is every change of it.
      signature: 'ab'.repeat(32),
      [titleField]: 'R-Guru Member',
      amount: order.amount,
      currency: 'USD',
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
    },
    required: { paymentId: () => false, signature: () => false },
    templateRefused: true,
  });
  const emailIds = {
    user_id: oneOf(...backend.emailService.accepted.publicKeys),
    service_id: oneOf(...backend.emailService.accepted.serviceIds),
    template_id: oneOf(...backend.emailService.accepted.templateIds),
  };
  const emailTemplate = {
    user_id: 'local-public-key',
    service_id: 'service_local',
    template_id: 'template_contact',
  };
  const webhookEvent = {
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: {
        entity: {
          id: 'pay_BadInput000002',
          order_id: order.orderId,
          amount: order.amount,
          currency: 'USD',
          status: 'captured',
        },
      },
    },
  };

  const table: Record<string, RouteCases> = {
    'OPTIONS *': {
      expect: 'read',
      cases: fc
        .tuple(reads('/*', 'OPTIONS'), headerValue, fc.constantFrom('POST', 'PUT', 'DELETE', 'TRACE', 'X'))
        .map(([request, origin, method]) => ({
          ...request,
          headers: { ...request.headers, origin, 'access-control-request-method': method },
        })),
    },
    'GET /admin/uploads/*': { expect: 'read', cases: reads('/admin/uploads/*') },
    'GET /admin/pages/events-api.php': { expect: 'read', cases: reads('/admin/pages/events-api.php') },
    'GET /admin/pages/text_testimonials.php': {
      expect: 'read',
      cases: reads('/admin/pages/text_testimonials.php'),
    },
    'GET /admin/pages/video_testimonials.php': {
      expect: 'read',
      cases: reads('/admin/pages/video_testimonials.php'),
    },
    'GET /admin/pages/certificates.php': { expect: 'read', cases: reads('/admin/pages/certificates.php') },
    'GET /admin/pages/webinars.php': { expect: 'read', cases: reads('/admin/pages/webinars.php') },
    'GET /admin/pages/courses.php': { expect: 'read', cases: reads('/admin/pages/courses.php') },
    'GET /admin/pages/instructors.php': { expect: 'read', cases: reads('/admin/pages/instructors.php') },
    'GET /api/articles': { expect: 'read', cases: reads('/api/articles') },
    'GET /api/articles/:slug': { expect: 'read', cases: reads('/api/articles/:slug') },
    'GET /api/player-courses': { expect: 'read', cases: reads('/api/player-courses') },
    'GET /api/player-courses/:id': { expect: 'read', cases: reads('/api/player-courses/:id') },
    'GET /api/newsletters': { expect: 'read', cases: reads('/api/newsletters') },
    'GET /latest': { expect: 'read', cases: reads('/latest') },
    'POST /subscribe.php': {
      expect: 'refuse',
      cases: requests(
        'POST',
        '/subscribe.php',
        formBodies({
          template: { email: 'someone@example.com' },
          required: { email: (value) => Value.Check(NewsletterForm, { email: value }) },
        }),
      ),
    },
    'POST /api/orders.php': {
      expect: 'refuse',
      cases: requests('POST', '/api/orders.php', fc.oneof(jsonBodies(orderShape), customerChanges)),
    },
    // No one can write a token without the secret: every case, the template's made-up one too, is refused.
    'POST /api/newsletter/unsubscribe': {
      expect: 'refuse',
      cases: requests(
        'POST',
        '/api/newsletter/unsubscribe',
        jsonBodies({
          template: {
            token: `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiZW1haWwiOiJhQGV4YW1wbGUuY29tIn0.${'A'.repeat(43)}`,
          },
          required: { token: () => false },
          refusesUnknown: true,
          templateRefused: true,
        }),
      ),
    },
    'POST /api/subscription-confirmation.php': {
      expect: 'refuse',
      cases: requests('POST', '/api/subscription-confirmation.php', jsonBodies(confirmation('planTitle'))),
    },
    'POST /api/workshop-confirmation.php': {
      expect: 'refuse',
      cases: requests('POST', '/api/workshop-confirmation.php', jsonBodies(confirmation('workshopTitle'))),
    },
    // What an outsider can send: no valid signature. (Signed bodies are the provider's: the next test.)
    'POST /api/razorpay-webhook.php': {
      expect: 'refuse',
      cases: requests(
        'POST',
        '/api/razorpay-webhook.php',
        fc
          .tuple(
            fc.oneof(
              fc.constant(JSON.stringify(webhookEvent)),
              fc.jsonValue().map((v) => JSON.stringify(v)),
            ),
            fc.oneof(
              fc.constant(undefined),
              headerValue,
              fc.constant('made with the key secret'),
              fc.constant('over another body'),
            ),
          )
          .map(([body, signature]): Body => {
            const headers: Record<string, string> = {
              'content-type': 'application/json',
              'x-razorpay-event-id': 'evt_BadInput00000001',
            };
            if (signature === 'made with the key secret')
              headers['x-razorpay-signature'] = signWebhook(body, KEY_SECRET);
            else if (signature === 'over another body')
              headers['x-razorpay-signature'] = signWebhook(`${body} `, WEBHOOK_SECRET);
            else if (signature !== undefined) headers['x-razorpay-signature'] = signature;
            return { headers, payload: body };
          }),
      ).map((request) => ({
        // The noise must not put a signature back.
        ...request,
        headers: Object.fromEntries(
          Object.entries(request.headers ?? {}).filter(
            ([name, value]) =>
              name !== 'x-razorpay-signature' ||
              value !== signWebhook(String(request.payload), WEBHOOK_SECRET),
          ),
        ),
      })),
    },
    'POST /api/v1.0/email/send': {
      expect: 'refuse',
      cases: requests(
        'POST',
        '/api/v1.0/email/send',
        fc.oneof(
          jsonBodies({
            template: { ...emailTemplate, lib_version: '4.4.1', template_params: { message: 'hi' } },
            required: emailIds,
          }),
          fc
            .oneof(
              fc.jsonValue().filter((value) => value !== null && value !== undefined && !isRecord(value)),
              fc.jsonValue().map((value) => ({
                message: 'hi',
                nested: isRecord(value) || Array.isArray(value) ? value : [value],
              })),
              fc.integer({ min: 5001, max: 7000 }).map((size) => ({ message: 'x'.repeat(size) })),
            )
            .map((params) => json({ ...emailTemplate, template_params: params })),
        ),
      ),
    },
    'POST /api/v1.0/email/send-form': {
      expect: 'refuse',
      cases: requests(
        'POST',
        '/api/v1.0/email/send-form',
        formBodies({ template: { ...emailTemplate, message: 'hello' }, required: emailIds }),
      ),
    },
    'GET /checkout/v1/checkout.js': { expect: 'read', cases: reads('/checkout/v1/checkout.js') },
    'GET /checkout/v1/orders/:orderId': { expect: 'read', cases: reads('/checkout/v1/orders/:orderId') },
    'POST /checkout/v1/payments': {
      expect: 'refuse',
      cases: requests(
        'POST',
        '/checkout/v1/payments',
        jsonBodies({
          template: { key: 'rzp_test_local', order_id: order.orderId, amount: order.amount, currency: 'USD' },
          required: {
            key: oneOf('rzp_test_local'),
            order_id: oneOf(order.orderId),
            amount: oneOf(order.amount),
            currency: oneOf('USD'),
          },
        }),
      ),
    },
    'GET /v1/orders/:orderId/payments': { expect: 'read', cases: reads('/v1/orders/:orderId/payments') },
    // The provider's API without its Basic credentials: each a 401, nothing stored.
    'POST /v1/orders': { expect: 'refuse', cases: requests('POST', '/v1/orders', anyBody) },
    'GET /v1/orders/:orderId': { expect: 'read', cases: reads('/v1/orders/:orderId') },
    'GET /v1/payments/:paymentId': { expect: 'read', cases: reads('/v1/payments/:paymentId') },
    'GET /v1/payments/:paymentId/refunds': {
      expect: 'read',
      cases: reads('/v1/payments/:paymentId/refunds'),
    },
    'POST /v1/payments/:paymentId/refund': {
      expect: 'refuse',
      cases: requests('POST', '/v1/payments/:paymentId/refund', anyBody),
    },
    'POST /__local/checkout-webhooks': {
      expect: 'refuse',
      cases: requests(
        'POST',
        '/__local/checkout-webhooks',
        jsonBodies({
          template: { hold: true },
          required: { hold: (value) => typeof value === 'boolean' },
          mayBeLeftOut: true,
          refusesUnknown: true,
          nullIsEmpty: true,
        }),
      ),
    },
    'POST /__local/checkout-webhooks/release': {
      expect: 'refuse',
      cases: requests(
        'POST',
        '/__local/checkout-webhooks/release',
        jsonBodies({
          template: { reverse: false },
          required: { reverse: (value) => typeof value === 'boolean' },
          nullIsEmpty: true,
        }),
      ),
    },
    'POST /__local/reconcile': {
      expect: 'refuse',
      cases: requests(
        'POST',
        '/__local/reconcile',
        jsonBodies({
          template: { asOf: '2026-11-21T06:30:00Z' },
          required: {
            asOf: (value) => typeof value === 'string' && !Number.isNaN(new Date(value).getTime()),
          },
          nullIsEmpty: true,
        }).filter(({ payload }) => !/^\{\}$|^null$/.test(String(payload))),
      ),
    },
    'POST /__local/events': {
      expect: 'refuse',
      cases: requests(
        'POST',
        '/__local/events',
        jsonBodies({ template: { title: 'Added' }, required: { title: nonBlank } }),
      ),
    },
    'PATCH /__local/events/:id': {
      expect: 'refuse',
      cases: requests('PATCH', '/__local/events/:id', anyBody),
    },
    'DELETE /__local/events/:id': {
      expect: 'refuse',
      cases: requests('DELETE', '/__local/events/:id', anyBody),
    },
    'POST /__local/courses': {
      expect: 'refuse',
      cases: requests(
        'POST',
        '/__local/courses',
        jsonBodies({ template: { title: 'Added' }, required: { title: nonBlank } }),
      ),
    },
    'DELETE /__local/courses/:id': {
      expect: 'refuse',
      cases: requests('DELETE', '/__local/courses/:id', anyBody),
    },
    // The learner's account: every case with no token, garbage or a valid one (`auth`).
    'GET /api/me/progress': { expect: 'read', auth: true, cases: reads('/api/me/progress') },
    'POST /api/me/progress': {
      expect: 'refuse',
      auth: true,
      cases: requests(
        'POST',
        '/api/me/progress',
        jsonBodies({
          template: {
            events: [
              {
                id: 'evt-bad-input-1',
                at: '2026-11-20T09:00:00.000Z',
                type: 'lessonCompleted',
                courseId: '1',
                lessonId: 'v1',
              },
            ],
          },
          required: {
            events: (events) => readProgressBatch({ events }, new Date(), catalogOf(PLAYER_COURSE_SEED)).ok,
          },
          refusesUnknown: true,
        }),
      ),
    },
    'GET /api/me/payments': { expect: 'read', auth: true, cases: reads('/api/me/payments') },
    'GET /api/me/certificates': { expect: 'read', auth: true, cases: reads('/api/me/certificates') },
    // A learner with no progress: even a well-formed request is refused (409), so every case is.
    'POST /api/me/certificates': {
      expect: 'refuse',
      auth: true,
      cases: requests(
        'POST',
        '/api/me/certificates',
        fc.oneof(
          jsonBodies({
            template: { courseId: '2', name: 'Priya Sharma' },
            required: { courseId: oneOf('1', '2', '3'), name: nonBlank },
            refusesUnknown: true,
          }),
          fc.constant(json({ courseId: '2', name: 'Priya Sharma' })),
        ),
      ),
    },
    // Anyone checks a certificate: hostile ids are answered 400/404, never more.
    'GET /api/certificates/:id': { expect: 'read', cases: reads('/api/certificates/:id') },
    'GET /api/certificates/:id/credential': {
      expect: 'read',
      cases: reads('/api/certificates/:id/credential'),
    },
    'GET /.well-known/jwks.json': { expect: 'read', cases: reads('/.well-known/jwks.json') },
    'GET /api/status-lists/revocation': { expect: 'read', cases: reads('/api/status-lists/revocation') },
    'GET /api/health': { expect: 'read', cases: reads('/api/health') },
    'GET /api/openapi.json': { expect: 'read', cases: reads('/api/openapi.json') },
    'DELETE /__local/certificates/:id': {
      expect: 'refuse',
      cases: requests('DELETE', '/__local/certificates/:id', anyBody),
    },
  };
  // The console's calls: the suite's valid token is a learner's, without permissions, so every case is
  // refused (401 or 403) before anything is read or written (admin.test.ts covers the staff's cases).
  for (const route of ADMIN_ROUTES) {
    const [method, pattern] = route.split(' ') as [Request['method'], string];
    table[route] = {
      expect: 'refuse',
      auth: true,
      cases: method === 'GET' ? reads(pattern) : requests(method, pattern, anyBody),
    };
  }
  for (const list of [
    'health',
    'newsletter-subscriptions',
    'orders',
    'checkout-payments',
    'payment-confirmations',
    'webhook-events',
    'emails',
    'checkout-webhooks',
  ])
    table[`GET /__local/${list}`] = { expect: 'read', cases: reads(`/__local/${list}`) };
  return table;
}

/** fastify adds a HEAD route beside each GET: it gets the GET's cases, sent as HEAD. */
function casesFor(
  table: Record<string, RouteCases>,
  route: string,
): { cases: RouteCases; runs: number } | undefined {
  if (table[route]) return { cases: table[route], runs: RUNS };
  const get = route.startsWith('HEAD ') ? table[`GET ${route.slice(5)}`] : undefined;
  if (!get) return undefined;
  return {
    cases: { ...get, cases: get.cases.map((request) => ({ ...request, method: 'HEAD' as const })) },
    runs: Math.ceil(RUNS / 3),
  };
}

/** Rows written by the backend and by the stand-ins, each in its own database. */
const changes = () =>
  (backend.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n +
  backend.cardProvider.payments.changes() +
  backend.emailService.changes();

/** Whether a refusal says why: a JSON message (or the provider's error description), or a line of text. */
function saysWhy(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    if (!isRecord(parsed)) return false;
    if (typeof parsed.message === 'string' && parsed.message !== '') return true;
    return isRecord(parsed.error) && typeof parsed.error.description === 'string';
  } catch {
    return body.trim() !== '';
  }
}

const TOKENS = ['none', 'garbage', 'valid'] as const;

describe('generated bad input to every route', () => {
  it('has a generator for every route the backend registers', () => {
    const table = routeCases();
    const uncovered = backend.routes.filter((route) => !casesFor(table, route));
    assert.deepEqual(uncovered, [], `routes without bad-input cases: ${uncovered.join(', ')}`);
    const gone = Object.keys(table).filter((route) => !backend.routes.includes(route));
    assert.deepEqual(gone, [], `cases for routes that are not registered: ${gone.join(', ')}`);
  });

  it('answers none with a 5xx; refuses every bad write with a 4xx that says why and changes no row', async (t) => {
    const table = routeCases();
    const sent: string[] = [];
    for (const route of backend.routes) {
      const found = casesFor(table, route);
      if (!found) continue;
      const { cases, runs } = found;
      if (cases.auth && !bearer)
        assert.fail(`${route} reads a token: give the suite a bearer() for valid ones`);
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(cases.cases, fc.constantFrom(...TOKENS), async (request, token) => {
          // Held webhooks never reach the backend: nothing writes but the request itself.
          backend.cardProvider.webhooks.configure({ hold: true });
          const headers = { ...request.headers };
          if (cases.auth && token === 'garbage') headers.authorization = 'Bearer eyJhbGciOiJub25lIn0.e30.';
          if (cases.auth && token === 'valid' && bearer) headers.authorization = `Bearer ${await bearer()}`;
          const before = changes();
          const response = await backend.app.inject({ ...request, headers });
          const changed = changes() - before;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const what = `${route}: ${request.method} ${request.url.slice(0, 120)} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
          assert.ok(response.statusCode < 500, what);
          if (response.statusCode >= 400) {
            assert.equal(changed, 0, `a refused request changed ${changed} rows: ${what}`);
            if (request.method !== 'HEAD')
              assert.ok(saysWhy(response.body), `a refusal without a reason: ${what}`);
          }
          if (cases.expect === 'refuse') assert.ok(response.statusCode >= 400, `bad input accepted: ${what}`);
          else assert.equal(changed, 0, `a read changed ${changed} rows: ${what}`);
          if (route === 'GET /admin/uploads/*') assert.doesNotMatch(response.body, /^SQLite format 3/);
        }),
        { numRuns: runs },
      );
      sent.push(`${route}: ${runs} (${[...statuses].map(([status, n]) => `${status}x${n}`).join(' ')})`);
    }
    t.diagnostic(`cases sent per route:\n${sent.join('\n')}`);
  });

  it('the webhook: bodies signed with the webhook secret but malformed are answered without a 5xx, and record no payment', async () => {
    const payments = () =>
      (backend.db.prepare('SELECT COUNT(*) AS n FROM payment_confirmations').get() as { n: number }).n;
    const before = payments();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue().map((value) => JSON.stringify(value)),
          fc
            .record({
              event: fc.oneof(
                fc.constantFrom('payment.captured', 'order.paid', 'payment.failed'),
                hostileText,
              ),
              payload: fc.jsonValue(),
            })
            .map((value) => JSON.stringify(value)),
          fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
        ),
        hostileText.map(encode),
        async (body, eventId) => {
          const response = await backend.app.inject({
            method: 'POST',
            url: '/api/razorpay-webhook.php',
            headers: {
              'content-type': 'application/json',
              'x-razorpay-signature': signWebhook(body, WEBHOOK_SECRET),
              'x-razorpay-event-id': eventId,
            },
            payload: body,
          });
          assert.ok(response.statusCode < 500, `${response.statusCode} ${response.body}`);
        },
      ),
      { numRuns: RUNS },
    );
    assert.equal(payments(), before);
  });
});

describe('bad input derived from the routes’ schemas, for every route the OpenAPI document declares', () => {
  /** Requests the routes take (or whose other fields are refused anyway), changed one field at a time. */
  const bases = (): Record<string, Record<string, unknown>> => ({
    'POST /api/orders.php': { kind: 'plan', title: 'R-Guru Member', currency: 'USD', customer },
    'POST /api/me/progress': {
      events: [
        {
          id: 'evt-1',
          at: '2026-11-20T09:00:00.000Z',
          type: 'lessonCompleted',
          courseId: '1',
          lessonId: 'v1',
        },
      ],
    },
    'POST /api/me/certificates': { courseId: '2', name: 'Priya Sharma' },
    'GET /admin/pages/webinars.php': { endpoint: 'webinars', group_id: '1' },
  });

  it('refuses what a body or query schema refuses with a 4xx that says why, and changes no row', async (t) => {
    const document = (await backend.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const sent: string[] = [];
    for (const [template, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const route = `${method.toUpperCase()} ${template}`;
        const url = template.replace(/\{[^}]+\}/g, '1');
        const base = bases()[route] ?? {};
        const body =
          operation.requestBody?.content['application/json']?.schema ??
          operation.requestBody?.content['multipart/form-data']?.schema;
        const queries = schemaQueries(operation.parameters ?? [], base as Record<string, string>);
        const cases: fc.Arbitrary<Request>[] = [];
        if (body)
          cases.push(
            schemaBodies(body, base).map((made) => ({
              method: method.toUpperCase() as Request['method'],
              url,
              ...made,
            })),
          );
        if (queries)
          cases.push(
            queries.map((query) => ({
              method: method.toUpperCase() as Request['method'],
              url: `${url}?${query}`,
            })),
          );
        if (cases.length === 0) continue;
        // Signed in (staff with the console's permission where it is the console), so the schema is reached.
        const signedIn = /^\/api\/(me|admin)\//.test(template);
        const claims = template.startsWith('/api/admin/') ? { permissions: ['content:write'] } : {};
        await fc.assert(
          fc.asyncProperty(fc.oneof(...cases), async (request) => {
            backend.cardProvider.webhooks.configure({ hold: true });
            const headers = {
              ...request.headers,
              ...(signedIn
                ? { authorization: `Bearer ${await issuer.token('user-bad-input', claims)}` }
                : {}),
            };
            const before = changes();
            const response = await backend.app.inject({ ...request, headers });
            const what = `${route}: ${request.url.slice(0, 120)} ${String(request.payload ?? '').slice(0, 200)} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
            assert.ok(response.statusCode >= 400 && response.statusCode < 500, what);
            assert.equal(changes() - before, 0, `a refused request changed rows: ${what}`);
            assert.ok(saysWhy(response.body), `a refusal without a reason: ${what}`);
          }),
          { numRuns: SCHEMA_RUNS },
        );
        sent.push(route);
      }
    assert.ok(
      sent.includes('POST /api/orders.php') && sent.includes('POST /api/me/progress'),
      sent.join(', '),
    );
    t.diagnostic(`routes fuzzed from their schemas: ${sent.length}\n${sent.join('\n')}`);
  });
});
