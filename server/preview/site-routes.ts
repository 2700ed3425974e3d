import { readFileSync } from 'node:fs';

/** What `npm run build` writes to dist/prerender-manifest.json: how each kind of path is answered. */
export type PrerenderManifest = {
  /** Prerendered pages: the path and its file in dist/ (`/about` -> `about/index.html`). */
  pages: { path: string; file: string }[];
  /** Routes whose page is another route (`/testimonials` -> `/testimaonials`): answered with a 301. */
  redirects: { from: string; to: string }[];
  /** Patterns the browser alone renders (signed-in pages, `/c/:courseId`): the app shell with 200. */
  clientOnly: string[];
  /** The frame (header, loading indicator, footer) for the client-only routes. */
  shell: string;
  /** The prerendered not-found page, sent with 404 for every other path. */
  notFound: string;
};

export const MANIFEST_FILE = 'prerender-manifest.json';

/** Reads the manifest the prerender step wrote. */
export function readManifest(file: string): PrerenderManifest {
  return JSON.parse(readFileSync(file, 'utf8')) as PrerenderManifest;
}

/** The file a page path is stored in: `/` -> `index.html`, `/about` -> `about/index.html`. */
export function fileForPath(pagePath: string): string {
  return pagePath === '/' ? 'index.html' : `${pagePath.replace(/^\/+|\/+$/g, '')}/index.html`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A route pattern as a regular expression source: `:param` is one segment, a trailing slash is optional.
 * Case is ignored by the caller, as the router ignores it.
 */
export function patternSource(pattern: string): string {
  if (pattern === '/') return '^/$';
  const segments = pattern
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)));
  return `^${segments.join('/')}/?$`;
}

export type Answer =
  | { kind: 'page'; file: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'shell'; file: string }
  | { kind: 'notFound'; file: string };

/** How the site answers a page request for `urlPath` (no query): the same rules as deploy/nginx.conf. */
export function answerFor(manifest: PrerenderManifest, urlPath: string): Answer {
  const matches = (pattern: string) => new RegExp(patternSource(pattern), 'i').test(urlPath);
  const redirect = manifest.redirects.find((entry) => matches(entry.from));
  if (redirect) return { kind: 'redirect', location: redirect.to };
  const page = manifest.pages.find((entry) => matches(entry.path));
  if (page) return { kind: 'page', file: page.file };
  if (manifest.clientOnly.some(matches)) return { kind: 'shell', file: manifest.shell };
  return { kind: 'notFound', file: manifest.notFound };
}

/**
 * The nginx locations for the manifest (dist/nginx-routes.conf, included by deploy/nginx.conf): each page
 * from its file whatever the case of the address, the redirects, and the client-only routes from the shell.
 */
export function nginxRoutes(manifest: PrerenderManifest, securityHeadersInclude: string): string {
  const headers = (cacheControl: string) =>
    `    add_header Cache-Control "${cacheControl}" always;\n    include ${securityHeadersInclude};\n`;
  const block = (pattern: string, body: string) => `location ~* ${patternSource(pattern)} {\n${body}}\n`;
  return [
    '# Written by `npm run build` (scripts/prerender.ts) from the route table: do not edit.',
    ...manifest.redirects.map((entry) =>
      // The query goes along, as the preview keeps it.
      block(entry.from, `${headers('no-cache')}    return 301 ${entry.to}$is_args$args;\n`),
    ),
    ...manifest.pages.map((entry) =>
      block(entry.path, `${headers('no-cache')}    try_files /${entry.file} =404;\n`),
    ),
    ...manifest.clientOnly.map((pattern) =>
      block(pattern, `${headers('no-cache')}    try_files /${manifest.shell} =404;\n`),
    ),
    '',
  ].join('\n');
}
