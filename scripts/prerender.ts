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
import { PRELOAD_ATTRIBUTE } from '../src/lib/preload-data';

// The packages the renderer loads from node_modules must be their production builds, as in the bundle.
process.env.NODE_ENV = 'production';

const dist = path.resolve('dist');
const renderer = path.resolve('.cache/prerender/prerender-page.cjs');
const PRERENDERED = 'data-prerendered';
const NGINX_SECURITY_HEADERS = '/etc/nginx/snippets/mindbridge-security-headers.conf';

type RenderedPage =
  | { kind: 'page'; html: string; head: string; styles: string; preload: readonly string[] }
  | { kind: 'redirect'; location: string };
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

/** Fills the template webpack wrote with one page: head elements, critical styles and the markup. */
export function composeDocument(
  template: string,
  page: { html: string; head: string; styles: string; preload: readonly string[] },
  hydrate: boolean,
) {
  const attributes = [
    ...(hydrate ? [`${PRERENDERED}=""`] : []),
    // Paths only (the backend's address is runtime configuration): the entry script preloads them.
    ...(page.preload.length > 0
      ? [`${PRELOAD_ATTRIBUTE}="${page.preload.join(' ').replaceAll('&', '&amp;')}"`]
      : []),
  ];
  let document = template;
  if (/<title>/.test(page.head)) document = document.replace(/<title>[\s\S]*?<\/title>/, '');
  if (/<meta[^>]+name="description"/.test(page.head)) {
    document = document.replace(/<meta[^>]+name="description"[^>]*>/, '');
  }
  return document
    .replace('</head>', `${page.head}${page.styles}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root"${attributes.map((attribute) => ` ${attribute}`).join('')}>${page.html}</div>`,
    );
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
  if (!existsSync(templateFile) || !existsSync(renderer))
    fail('run webpack first (`npm run build` does both).');
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

  for (const pagePath of pages) {
    const page = await render(pagePath, `The route ${pagePath}`);
    if (page.kind === 'redirect') {
      manifest.redirects.push({ from: pagePath, to: page.location });
      continue;
    }
    const file = fileForPath(pagePath);
    writePage(file, composeDocument(template, page, true));
    manifest.pages.push({ path: pagePath, file });
  }

  const notFound = await render(app.NOT_FOUND_PROBE, 'The not-found page');
  if (notFound.kind !== 'page') fail('the not-found page redirected instead of rendering.');
  writePage(manifest.notFound, composeDocument(template, notFound, true));

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
