/**
 * Writes docs/openapi.json, the backend's OpenAPI document as `/api/openapi.json` serves it
 * (server/backend/openapi.ts): `npm run openapi` after changing a route's schema. The backend is built in a
 * temporary folder and never listens; server/backend/openapi.test.ts fails while the copy is stale.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { buildBackend } from '../server/backend/app';
import { OPENAPI_PATH } from '../server/backend/openapi';

export const OPENAPI_COPY = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'docs',
  'openapi.json',
);

/** The document as the backend serves it, formatted as the committed copy is. */
export async function generatedOpenApi(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
  const { app } = await buildBackend({ dataDir });
  try {
    const response = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    return `${JSON.stringify(response.json(), null, 2)}\n`;
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  void generatedOpenApi().then((document) => {
    fs.writeFileSync(OPENAPI_COPY, document);
    console.log(`wrote ${path.relative(process.cwd(), OPENAPI_COPY)}`);
  });
