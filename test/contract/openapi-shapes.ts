/**
 * The answers the contract suite gets, from msw and from the real backend, checked against the response
 * schemas of the backend's OpenAPI document (docs/openapi.json): a mock cannot drift from what the backend
 * declares it sends, whichever case someone thought of.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { Value } from 'typebox/value';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

const document = JSON.parse(
  fs.readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'openapi.json'),
    'utf8',
  ),
) as Document;

/** Each documented path as a pattern for addresses (`/api/certificates/{id}` takes any one segment). */
const PATHS = Object.entries(document.paths).map(
  ([template, operations]) =>
    [new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`), operations] as const,
);

/**
 * Why an answer does not fit the document, as sentences; none when it fits or the address is not the
 * company backend's (a stand-in of an outside service).
 */
export function undocumented(method: string, url: string, status: number, body: unknown): string[] {
  const pathName = new URL(url, 'http://localhost').pathname;
  const operations = PATHS.find(([pattern]) => pattern.test(pathName))?.[1];
  const operation = operations?.[method.toLowerCase()];
  if (!operation) return [];
  const what = `${method} ${pathName} -> ${status}`;
  const responses = operation.responses ?? {};
  const range = `${String(status)[0]}XX`;
  const response = responses[String(status)] ?? responses[range] ?? responses[range.toLowerCase()];
  if (!response)
    return [`${what}: the document declares no such answer (${Object.keys(responses).join(', ')})`];
  const schema = response.content?.['application/json']?.schema;
  if (!schema) return [];
  return [...Value.Errors(schema, body)].map(
    (error) => `${what}: ${error.instancePath || '(the body)'} ${error.message}`,
  );
}
