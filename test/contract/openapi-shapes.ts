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

/**
 * The documented operation of a call, or undefined for an address that is not the company backend's (a
 * stand-in of an outside service) and for a route whose answers the document does not describe yet (the
 * generator's bare "200", with no content, for a route that declares no response schema).
 */
function describedOperation(method: string, url: string): Operation | undefined {
  const pathName = new URL(url, 'http://localhost').pathname;
  const operation = PATHS.find(([pattern]) => pattern.test(pathName))?.[1][method.toLowerCase()];
  const described = Object.values(operation?.responses ?? {}).some((response) => response.content);
  return described ? operation : undefined;
}

/** The declared answer of a call for `status` (by its code or its range), or undefined. */
function declared(operation: Operation, status: number) {
  const responses = operation.responses ?? {};
  const range = `${String(status)[0]}XX`;
  return responses[String(status)] ?? responses[range] ?? responses[range.toLowerCase()];
}

/** Whether the document declares `status` for this call (true for any address it does not describe). */
export function declaresStatus(method: string, url: string, status: number): boolean {
  const operation = describedOperation(method, url);
  return !operation || declared(operation, status) !== undefined;
}

/** Whether the declared answer is text (a CSV), not JSON. */
export function answersText(method: string, url: string, status: number): boolean {
  const operation = describedOperation(method, url);
  const schema = operation && declared(operation, status)?.content?.['application/json']?.schema;
  return schema?.type === 'string';
}

/** Why an answer does not fit the document, as sentences; none when it fits or the document is silent. */
export function undocumented(method: string, url: string, status: number, body: unknown): string[] {
  const operation = describedOperation(method, url);
  if (!operation) return [];
  const what = `${method} ${new URL(url, 'http://localhost').pathname} -> ${status}`;
  const response = declared(operation, status);
  if (!response)
    return [
      `${what}: the document declares no such answer (${Object.keys(operation.responses ?? {}).join(', ')})`,
    ];
  const schema = response.content?.['application/json']?.schema;
  if (!schema) return [];
  return [...Value.Errors(schema, body)].map(
    (error) => `${what}: ${error.instancePath || '(the body)'} ${error.message}`,
  );
}
