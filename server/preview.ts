import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

import { cacheControl, readSiteConfig, securityHeaders } from './preview/security-headers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const port = Number(process.env.PREVIEW_PORT ?? 4173);

if (!existsSync(path.join(root, 'index.html'))) {
  console.error('preview: dist/index.html is missing. Run `npm run build` first.');
  process.exit(1);
}

const headers = securityHeaders(readSiteConfig(path.join(root, 'config.js')));
const app = Fastify({ logger: false });

app.addHook('onSend', async (request, reply) => {
  reply.headers(headers);
  const urlPath = request.url.split('?')[0] ?? '/';
  const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
  reply.header('Cache-Control', isPage ? 'no-cache' : cacheControl(urlPath));
});

// preCompressed serves the .br / .gz files the build wrote beside each asset.
await app.register(fastifyStatic, {
  root,
  preCompressed: true,
  index: ['index.html'],
  wildcard: true,
  cacheControl: false,
});

// Extension-less pages the build emits as files (e.g. /auth/silent-renew -> auth/silent-renew.html).
app.setNotFoundHandler(async (request, reply) => {
  const urlPath = (request.url.split('?')[0] ?? '/').replace(/\/+$/, '');
  if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(405).send();
  if (path.extname(urlPath) !== '') return reply.code(404).type('text/plain').send('Not found');
  const page = `${urlPath.slice(1)}.html`;
  if (urlPath !== '' && existsSync(path.join(root, page))) return reply.sendFile(page);
  // Single-page app: every other route is answered by index.html.
  return reply.sendFile('index.html');
});

try {
  await app.listen({ port, host: 'localhost' });
  console.log(`preview: production build at http://localhost:${port}`);
} catch (error) {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`preview: port ${port} is already in use. Stop whatever runs there, or set PREVIEW_PORT.`);
    process.exit(1);
  }
  throw error;
}
