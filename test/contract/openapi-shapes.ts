/**
 * The answers the contract suite gets, from msw and from the real backend, checked against the response
 * schemas of the backend's OpenAPI document (docs/openapi.json): a mock cannot drift from what the backend
 * declares it sends, whichever case someone thought of.
 */
import fs from 'node:fs';
import path from 'node:path';

import { Value } from 'typebox/value';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

// From the repository's root, where every test runner starts (jest's files cannot read import.meta).
const document = JSON.parse(fs.readFileSync(path.resolve('docs', 'openapi.json'), 'utf8')) as Document;

/** Each documented path as a pattern for addresses (`/api/certificates/{id}` takes any one segment). */
const PATHS = Object.entries(document.paths).map(
  ([template, operations]) =>
    [new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`), operations] as const,
);

/** What the document declares for a call's answer with one status. */
export interface DeclaredAnswer {
  /** `GET /api/articles -> 200`, for the sentences. */
  what: string;
  /** Whether the document declares this status (by its code or its range). */
  declared: boolean;
  /** The statuses it declares for the call. */
  statuses: string[];
  /** The schema of the answer's JSON body; none for an answer without one (a 204). */
  schema?: Record<string, unknown>;
}

/**
 * The declaration of a call's answer, or undefined where the document says nothing: an address that is not
 * the company backend's (a stand-in of an outside service), or a route whose answers it does not describe
 * (the generator's bare "200", with no content, for a route that declares no response schema).
 */
export function declaredAnswer(method: string, url: string, status: number): DeclaredAnswer | undefined {
  const pathName = new URL(url, 'http://localhost').pathname;
  const operation = PATHS.find(([pattern]) => pattern.test(pathName))?.[1][method.toLowerCase()];
  const responses = operation?.responses ?? {};
  if (!Object.values(responses).some((response) => response.content)) return undefined;
  const range = `${String(status)[0]}XX`;
  const response = responses[String(status)] ?? responses[range] ?? responses[range.toLowerCase()];
  const schema = response?.content?.['application/json']?.schema;
  return {
    what: `${method} ${pathName} -> ${status}`,
    declared: response !== undefined,
    statuses: Object.keys(responses),
    ...(schema ? { schema } : {}),
  };
}

/** Why a body does not fit its declared answer, as sentences; none when it fits. */
export function answerProblems(answer: DeclaredAnswer, body: unknown): string[] {
  if (!answer.declared)
    return [`${answer.what}: the document declares no such answer (${answer.statuses.join(', ')})`];
  if (!answer.schema) return [];
  return [...Value.Errors(answer.schema, body)].map(
    (error) => `${answer.what}: ${error.instancePath || '(the body)'} ${error.message}`,
  );
}

/** Why an answer does not fit the document, as sentences; none when it fits or the document is silent. */
export function undocumented(method: string, url: string, status: number, body: unknown): string[] {
  const answer = declaredAnswer(method, url, status);
  return answer ? answerProblems(answer, body) : [];
}
