import { readFile } from 'node:fs/promises';

import { HttpResponse, http } from 'msw';

import { testFontFile } from '../../test-fonts';

/** Each face's TrueType subset, as the build makes it (built once before the workers: test/global-setup.ts). */
export async function faceBytes(id: string): Promise<ArrayBuffer | undefined> {
  const file = await readFile(testFontFile(id)).catch(() => undefined);
  return file && new Uint8Array(file).buffer;
}

/** The font files a certificate or a receipt fetches. */
export const handlers = [
  http.get('http://localhost/test-fonts/:file', async ({ params }) => {
    const bytes = await faceBytes(String(params.file).replace(/\.ttf$/, ''));
    if (!bytes) return new HttpResponse(null, { status: 404 });
    return HttpResponse.arrayBuffer(bytes, { headers: { 'Content-Type': 'font/ttf' } });
  }),
];
