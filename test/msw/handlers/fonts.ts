import { readFileSync } from 'node:fs';
import path from 'node:path';

import { HttpResponse, http } from 'msw';

import { buildFace, readFaceSpecs } from '../../../scripts/font-subsets';

/** The name fonts' faces, as test/font-subsets-transform.cjs names them. */
const specs = readFaceSpecs(readFileSync(path.resolve('src/lib/pdf-names/name-fonts.subsets'), 'utf8'));
const built = new Map<string, Promise<ArrayBuffer>>();

/** Each face's TrueType subset, built as webpack builds it (scripts/font-subsets.ts), once per test file. */
export function faceBytes(id: string): Promise<ArrayBuffer> | undefined {
  const spec = specs.find((candidate) => candidate.id === id);
  if (!spec) return undefined;
  const bytes = built.get(id) ?? buildFace(spec).then(({ bytes: file }) => new Uint8Array(file).buffer);
  built.set(id, bytes);
  return bytes;
}

/** The font files a certificate or a receipt fetches. */
export const handlers = [
  http.get('http://localhost/test-fonts/:file', async ({ params }) => {
    const bytes = faceBytes(String(params.file).replace(/\.ttf$/, ''));
    if (!bytes) return new HttpResponse(null, { status: 404 });
    return HttpResponse.arrayBuffer(await bytes, { headers: { 'Content-Type': 'font/ttf' } });
  }),
];
