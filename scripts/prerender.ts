/**
 * The second half of `npm run build`: renders every public route of the route table into its own HTML file
 * in dist/ (markup, title and meta, critical CSS), the not-found page, the shell for the pages only the
 * browser renders, their .br/.gz, a manifest the preview server reads and the nginx locations.
 * A page that cannot be rendered in Node fails the build with its route named.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';

import { MANIFEST_FILE, fileForPath, nginxRoutes } from '../server/preview/site-routes';
import type { PrerenderManifest } from '../server/preview/site-routes';
import type { RenderedPage } from '../src/app/prerender-page';

import { PRERENDERED, composeDocument, scriptFiles } from './prerender-document';
import type { ChunkGroups } from './prerender-document';

// The packages the renderer loads from node_modules must be their production builds, as in the bundle.
process.env.NODE_ENV = 'production';

const dist = path.resolve('dist');
const renderer = path.resolve('.cache/prerender/prerender-page.cjs');
const buildReport = path.resolve('.cache/build-report.json');
/** Beside deploy/nginx.conf in nginx's configuration folder (relative includes resolve there). */
const NGINX_SECURITY_HEADERS = 'mindbridge/security-headers.conf';

// The renderer's own types: webpack built it from src/app/prerender-page.tsx.
type Renderer = {
  routeInventory: () => { pages: string[]; clientOnly: string[] };
  renderPage: (url: string) => Promise<RenderedPage>;
  renderAppShell: () => Promise<RenderedPage>;
  NOT_FOUND_PROBE: string;
};

function fail(message: string): never {
  console.error(`\nprerender: ${message}\n`);
  process.exit(1);
}

function writePage(file: string, html: string) {
  const target = path.join(dist, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, html);
  // The preview and nginx serve the precompressed files: these must match the page, not the template.
  writeFileSync(`${target}.gz`, zlib.gzipSync(html, { level: 9 }));
  writeFileSync(
    `${target}.br`,
    zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

async function main() {
  const templateFile = path.join(dist, 'index.html');
  if (!existsSync(templateFile) || !existsSync(renderer) || !existsSync(buildReport))
    fail('run webpack first (`npm run build` does both).');
  const { groups } = JSON.parse(readFileSync(buildReport, 'utf8')) as { groups: ChunkGroups };
  const template = readFileSync(templateFile, 'utf8');
  if (template.includes(PRERENDERED))
    fail('dist/index.html is already prerendered; run `npm run build` again.');
  if (!template.includes('<div id="root"></div>'))
    fail('public/index.html must hold an empty <div id="root"></div>.');

  const app = createRequire(import.meta.url)(renderer) as Renderer;
  const { pages, clientOnly } = app.routeInventory();
  const manifest: PrerenderManifest = {
    pages: [],
    redirects: [],
    clientOnly,
    shell: 'app-shell.html',
    notFound: '404.html',
  };

  const render = async (url: string, label: string) => {
    try {
      const page = await app.renderPage(url);
      // The CSP allows scripts from files only: an inline one (React's streaming helpers) would be blocked.
      if (page.kind === 'page' && /<script(?![^>]*\bsrc=)/i.test(page.head + page.html)) {
        fail(`${label} rendered an inline <script>, which the Content-Security-Policy blocks.`);
      }
      return page;
    } catch (error) {
      fail(
        `${label} cannot be prerendered.\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    }
  };

  /** The code of the page's routes, beyond the app's: the entry asks for it with the app's. */
  const routeCode = (chunks: readonly string[], label: string) => {
    try {
      return scriptFiles(groups, chunks);
    } catch (error) {
      fail(`${label}: ${error instanceof Error ? error.message : String(error)}.`);
    }
  };

  for (const pagePath of pages) {
    const page = await render(pagePath, `The route ${pagePath}`);
    if (page.kind === 'redirect') {
      manifest.redirects.push({ from: pagePath, to: page.location });
      continue;
    }
    const file = fileForPath(pagePath);
    const scripts = routeCode(page.chunks, `The route ${pagePath}`);
    writePage(file, composeDocument(template, { ...page, scripts }, true));
    manifest.pages.push({ path: pagePath, file });
  }

  const notFound = await render(app.NOT_FOUND_PROBE, 'The not-found page');
  if (notFound.kind !== 'page') fail('the not-found page redirected instead of rendering.');
  const notFoundScripts = routeCode(notFound.chunks, 'The not-found page');
  writePage(manifest.notFound, composeDocument(template, { ...notFound, scripts: notFoundScripts }, true));

  const shell = await app.renderAppShell();
  if (shell.kind !== 'page') fail('the app shell redirected instead of rendering.');
  writePage(manifest.shell, composeDocument(template, shell, false));

  if (!manifest.pages.some((page) => page.path === '/')) rmSync(templateFile);
  writeFileSync(path.join(dist, MANIFEST_FILE), `${JSON.stringify(manifest, null, 1)}\n`);
  writeFileSync(path.join(dist, 'nginx-routes.conf'), nginxRoutes(manifest, NGINX_SECURITY_HEADERS));
  console.log(
    `prerender: ${manifest.pages.length} pages, ${manifest.redirects.length} redirects, the not-found page and ` +
      `the shell for ${manifest.clientOnly.join(', ')}`,
  );
}

void main();
