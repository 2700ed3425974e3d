import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

import { cacheControl, readSiteConfig, securityHeaders } from './security-headers';
import { MANIFEST_FILE, answerFor, manifestReader } from './site-routes';

// PREVIEW_DIST serves another build (the benchmarks compare two: scripts/bench-host.ts).
const root = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../..',
  process.env.PREVIEW_DIST ?? 'dist',
);
const port = Number(process.env.PREVIEW_PORT ?? 4173);

if (!existsSync(path.join(root, MANIFEST_FILE))) {
  console.error(`preview: dist/${MANIFEST_FILE} is missing. Run \`npm run build\` first.`);
  process.exit(1);
}

const headers = securityHeaders(readSiteConfig(path.join(root, 'config.js')));
// Read again when `npm run refresh-pages` rewrites it while the preview runs.
const manifest = manifestReader(path.join(root, MANIFEST_FILE));
const app = Fastify({ logger: false });

app.addHook('onSend', async (request, reply) => {
  reply.headers(headers);
  const urlPath = request.url.split('?')[0] ?? '/';
  const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
  reply.header('Cache-Control', isPage ? 'no-cache' : cacheControl(urlPath));
  // The body depends on Accept-Encoding: a cache between must not give a client the brotli it cannot read
  // (nginx's gzip_vary in deploy/nginx.conf).
  reply.header('Vary', 'Accept-Encoding');
});

// The build's bookkeeping is not for visitors (deploy/nginx.conf hides it too).
const internalFiles = new Set([`/${MANIFEST_FILE}`, '/nginx-routes.conf']);
app.addHook('onRequest', async (request, reply) => {
  if (!internalFiles.has(request.url.split('?')[0] ?? '')) return undefined;
  return reply.code(404).type('text/plain').send('Not found');
});

// preCompressed serves the .br / .gz files the build wrote beside each asset and page. Directories are never
// served here: every page address goes through the manifest below, as deploy/nginx.conf does. One ending in a
// slash (`/`, `/about/`) is passed on before the static server looks at it: without Accept-Encoding it would
// refuse the directory with a 403 of its own.
await app.register(fastifyStatic, {
  root,
  preCompressed: true,
  index: false,
  wildcard: true,
  cacheControl: false,
  allowedPath: (pathname) => !pathname.endsWith('/'),
});

app.setNotFoundHandler(async (request, reply) => {
  const [rawPath = '/', query] = request.url.split('?');
  if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(405).send();
  const urlPath = rawPath === '/' ? '/' : rawPath.replace(/\/+$/, '');
  if (path.extname(urlPath) !== '') return reply.code(404).type('text/plain').send('Not found');
  // Extension-less pages the build emits as files (/auth/silent-renew -> auth/silent-renew.html).
  const page = `${urlPath.slice(1)}.html`;
  if (urlPath !== '/' && existsSync(path.join(root, page)) && !page.includes('..'))
    return reply.sendFile(page);

  const answer = answerFor(manifest(), urlPath);
  switch (answer.kind) {
    case 'redirect':
      return reply.redirect(query ? `${answer.location}?${query}` : answer.location, 301);
    case 'notFound':
      // The prerendered not-found page with the status a crawler needs; it still counts down and goes home.
      return reply.code(404).sendFile(answer.file);
    default:
      return reply.sendFile(answer.file);
  }
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
