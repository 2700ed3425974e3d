/**
 * What every route's JSON Schema shares (docs/api.md): the id and time rules, the error shape, and how a
 * request that fails its schema is refused, `400 { message }` with a sentence naming the field. Routes
 * declare their schemas with TypeBox; fastify checks requests with TypeBox's compiled checks (bodies as
 * sent, never coerced; the address's parts and headers converted from text first, as fastify's own
 * validator does) and writes responses with fast-json-stringify from the same schemas.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';

/** 1 to 64 of `A-Z a-z 0-9 _ -`: the ids learners' devices make (events, courses, lessons). */
export const ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';
export const Id = (errorMessage = 'must be 1 to 64 letters, digits, _ or -') =>
  Type.String({ pattern: ID_PATTERN, errorMessage });

/** An ISO 8601 UTC time as `Date.prototype.toISOString` writes it (milliseconds optional on the way in). */
export const ISO_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?Z$';
export const IsoTime = (errorMessage = 'must be an ISO 8601 UTC time') =>
  Type.String({ pattern: ISO_TIME_PATTERN, errorMessage });
/** A day, `YYYY-MM-DD`. */
export const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
export const IsoDay = (description?: string) =>
  Type.String({ pattern: DAY_PATTERN, ...(description ? { description } : {}) });

/** Every refusal: a sentence saying why. */
export const Message = Type.Object({ message: Type.String() });
/** A refused write: the sentence, and each field at fault with its own (none for a refusal before the handler). */
export const FieldRefusal = Type.Object({
  message: Type.String(),
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
});
/** One page of a console list: its rows and how many the whole list holds. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({ items: Type.Array(item), total: Type.Integer() });

export const Currency = Type.Union([Type.Literal('USD'), Type.Literal('INR')], {
  errorMessage: 'must be "USD" or "INR".',
});
export const ProductKind = Type.Union([Type.Literal('plan'), Type.Literal('workshop')], {
  errorMessage: 'must be "plan" or "workshop".',
});

/** An object with exactly these properties (unknown ones refused). */
export const Strict = <T extends Record<string, TSchema>>(properties: T, options: object = {}) =>
  Type.Object(properties, { additionalProperties: false, ...options });

interface Problem {
  keyword: string;
  schemaPath: string;
  instancePath: string;
  params: { additionalProperties?: string[]; requiredProperties?: string[] };
  message: string;
}

/** `/events/1/at` as a reader writes it: `events[1].at`. */
const where = (instancePath: string) =>
  instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~').slice(0, 40))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');

/** The schemas from the root to the one at a schema path (`#/properties/customer/...`). */
function schemasAlong(root: unknown, schemaPath: string): Record<string, unknown>[] {
  const along: Record<string, unknown>[] = [];
  let node: unknown = root;
  for (const part of ['', ...schemaPath.replace(/^#\/?/, '').split('/').filter(Boolean)]) {
    if (part !== '') node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node === 'object' && node !== null && !Array.isArray(node))
      along.push(node as Record<string, unknown>);
  }
  return along;
}

/**
 * The sentence for a failed check: the first unknown field, or else the first problem outside a union's
 * variants (a union's own failure stands for theirs), told by the nearest schema's `errorMessage` (a
 * sentence when it starts with a capital, else written after the field's name) or the validator's words.
 */
export function problemMessage(schema: unknown, found: readonly object[], part: string): string {
  const problems = found as readonly Problem[];
  const relevant = problems.filter((p) => p.keyword !== 'boolean' && !p.schemaPath.includes('/anyOf/'));
  const problem = relevant.find((p) => p.keyword === 'additionalProperties') ?? relevant[0] ?? problems[0];
  if (!problem) return `The ${part} is not valid.`;
  const path = where(problem.instancePath);
  const unknown = problem.params.additionalProperties?.[0];
  if (unknown !== undefined)
    return path
      ? `${path} has an unknown field "${unknown.slice(0, 40)}".`
      : `Unknown field "${unknown.slice(0, 40)}".`;
  const along = schemasAlong(schema, problem.schemaPath);
  const missing = problem.params.requiredProperties?.[0];
  const target = missing === undefined ? path : path ? `${path}.${missing}` : missing;
  if (missing !== undefined) {
    const properties = along.at(-1)?.properties as Record<string, { errorMessage?: unknown }> | undefined;
    const own = properties?.[missing]?.errorMessage;
    if (typeof own === 'string') return /^[A-Z]/.test(own) ? own : `${target} ${own}`;
    const whole = along.at(-1)?.errorMessage;
    return typeof whole === 'string' && /^[A-Z]/.test(whole) && !path ? whole : `${target} is required.`;
  }
  const told = along.reverse().find((node) => typeof node.errorMessage === 'string')?.errorMessage;
  if (typeof told === 'string') return target && !/^[A-Z]/.test(told) ? `${target} ${told}` : told;
  if (!target) return part === 'body' ? 'Send a JSON object.' : `The ${part} is not valid.`;
  return `${target} ${problem.message}.`;
}

/** Fastify's validator for every route (docs/api.md, "Refusals"): TypeBox's compiled check, one per schema. */
export const schemaValidator: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = Compile(schema);
  const part = httpPart === 'querystring' ? 'query' : (httpPart ?? 'request');
  return (value: unknown) => {
    const converted = httpPart === 'body' ? value : Value.Convert(schema, value);
    if (check.Check(converted)) return { value: converted };
    const problems = check.Errors(converted);
    return {
      error: Object.assign(new Error(problemMessage(schema, problems, part)), {
        statusCode: 400,
        validation: problems,
      }),
    };
  };
};
