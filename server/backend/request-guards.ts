/**
 * What every route refuses before its handler runs, with a 4xx and a JSON `{ message }`: a query that
 * repeats a key or is not UTF-8, a JSON body that is not UTF-8 or holds text no encoding can store (lone
 * surrogates), a multipart body on a route that takes none, and a form whose fields were cut short, repeated,
 * or not UTF-8. The handlers then only see one string per query key, well-formed JSON and one string per
 * form field, and need not each guard against the shapes the parsers produce for hostile input.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';

import { isRecord } from './validate';

/** A form field longer than this is refused (413), never cut short. */
export const FORM_FIELD_BYTES = 8 * 1024;

/** Route options of a route that takes a multipart form (`multipart/form-data`); no other route does. */
export const takesForm: RouteShorthandOptions = { config: { form: true } };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads a multipart form (request-guards.ts). */
    form?: boolean;
    /** The route reads a multipart upload with a file itself (admin/routes.ts), with its own limits. */
    upload?: boolean;
  }
}

const clientError = (statusCode: number, message: string) =>
  Object.assign(new Error(message), { statusCode });

/** Why a query string cannot be read as one UTF-8 string per key, or undefined when it can. */
export function queryProblem(url: string): string | undefined {
  const start = url.indexOf('?');
  if (start === -1) return undefined;
  const seen = new Set<string>();
  for (const pair of url.slice(start + 1).split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const rawKey = equals === -1 ? pair : pair.slice(0, equals);
    let key: string;
    try {
      key = decodeURIComponent(rawKey.replaceAll('+', ' '));
      decodeURIComponent(equals === -1 ? '' : pair.slice(equals + 1).replaceAll('+', ' '));
    } catch {
      return 'The query is not valid UTF-8 (or has a broken % escape).';
    }
    if (seen.has(key)) return `The query gives "${key.slice(0, 40)}" more than once.`;
    seen.add(key);
  }
  return undefined;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
/** A UTF-16 code unit of half a pair: text no UTF-8 database or page can hold. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether every string (and key) in a parsed JSON value is well-formed Unicode. */
function wellFormed(value: unknown): boolean {
  if (typeof value === 'string') return !LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.every(wellFormed);
  if (isRecord(value))
    return Object.entries(value).every(([key, item]) => !LONE_SURROGATE.test(key) && wellFormed(item));
  return true;
}

/**
 * Registers the guards on `app` (before its routes): the query check, the strict JSON parser (fastify's
 * own, with its prototype-poisoning refusal, over bytes decoded strictly), and multipart forms only where
 * a route takes one, each field read whole.
 */
export async function guardRequests(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    const problem = queryProblem(request.url);
    if (problem) return reply.code(400).send({ message: problem });
    // By its header: the body is not read yet (isMultipart() only says so once it is).
    const multipartBody = /^\s*multipart\//i.test(request.headers['content-type'] ?? '');
    const { form, upload } = request.routeOptions.config;
    if (multipartBody && !form && !upload)
      return reply.code(415).send({ message: 'This address takes no multipart form.' });
    return undefined;
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    // JSON is UTF-8 (RFC 8259): a body that says it is another encoding is not read as if it were.
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1];
    if (charset && charset.toLowerCase() !== 'utf-8' && charset.toLowerCase() !== 'utf8') {
      done(clientError(415, 'Send JSON in UTF-8.'), undefined);
      return;
    }
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(clientError(400, 'The body is not valid UTF-8.'), undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) done(error, undefined);
      else if (!wellFormed(value)) done(clientError(400, 'The body holds text that is not valid Unicode.'));
      else done(null, value);
    });
  });
  // Plain text is no body any route reads: refused with 415 like any other type it does not know.
  app.removeContentTypeParser('text/plain');

  await app.register(multipart, {
    limits: { fields: 30, fieldSize: FORM_FIELD_BYTES, files: 0, parts: 30, headerPairs: 100 },
  });
  // The form is read here rather than by the plugin's own hook, so that whatever busboy cannot read (no
  // boundary, a broken part) is the client's error, not the server's.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (!request.isMultipart() || request.routeOptions.config.upload) return;
    const fields: Record<string, string> = {};
    try {
      for await (const part of request.parts()) {
        const name = part.fieldname;
        if (part.type === 'file') throw clientError(413, 'The form may not hold files.');
        if (Object.hasOwn(fields, name))
          throw clientError(400, `The form gives "${name.slice(0, 40)}" more than once.`);
        if (typeof part.value !== 'string')
          throw clientError(400, `The form field "${name.slice(0, 40)}" is not text.`);
        if (part.valueTruncated || part.fieldnameTruncated)
          throw clientError(
            413,
            `The form field "${name.slice(0, 40)}" is longer than ${FORM_FIELD_BYTES} bytes.`,
          );
        // busboy decodes each field as UTF-8, putting U+FFFD where the bytes were not.
        if (part.value.includes('\uFFFD') || name.includes('\uFFFD'))
          throw clientError(400, 'The form is not valid UTF-8.');
        fields[name] = part.value;
      }
    } catch (error) {
      const status = isRecord(error) && typeof error.statusCode === 'number' ? error.statusCode : 0;
      if (status >= 400 && status < 500) throw error;
      throw clientError(
        400,
        `The form cannot be read: ${error instanceof Error ? error.message : 'malformed'}.`,
      );
    }
    request.body = fields;
  });
}
