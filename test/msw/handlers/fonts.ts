import { readFileSync } from 'node:fs';
import path from 'node:path';

import { HttpResponse, http } from 'msw';

/** The font files the certificate fetches, as test/font-url-transform.cjs names them: read from node_modules. */
export const handlers = [
  http.get('http://localhost/test-fonts/*', ({ request }) => {
    const file = decodeURIComponent(new URL(request.url).pathname.replace(/^\/test-fonts\//, ''));
    const packages = path.resolve('node_modules');
    const resolved = path.resolve(packages, file);
    if (!resolved.startsWith(packages + path.sep)) return new HttpResponse(null, { status: 404 });
    const bytes = readFileSync(resolved);
    const body = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    return HttpResponse.arrayBuffer(body, {
      headers: { 'Content-Type': 'font/woff' },
    });
  }),
];
