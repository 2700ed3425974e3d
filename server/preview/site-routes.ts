import { readFileSync, statSync } from 'node:fs';

/** A prerendered page: its path and its file in dist/ (`/about` -> `about/index.html`). */
export type ManifestPage = {
  path: string;
  file: string;
  /** When its content last changed (ISO 8601), for the sitemap. */
  lastModified?: string;
  /** A data page: when its snapshot of the backend was taken, and a hash of what it shows. */
  data?: { takenAt: string; hash: string };
  /** Marked `noindex` (the signed-in profile): neither canonical nor in the sitemap. */
  noindex?: boolean;
  /** The share pictures it names (files in dist/share/). */
  images?: string[];
};

/** What `npm run build` writes to dist/prerender-manifest.json: how each kind of path is answered. */
export type PrerenderManifest = {
  pages: ManifestPage[];
  /** Routes whose page is another route (`/testimonials` -> `/testimaonials`): answered with a 301. */
  redirects: { from: string; to: string }[];
  /** Patterns the browser alone renders (signed-in pages, `/c/:courseId`): the app shell with 200. */
  clientOnly: string[];
  /**
   * Those of the patterns whose pages are prerendered from data (a course page per course): a page of
   * theirs in `pages` is served from its file, any other address from the shell. `npm run refresh-pages`
   * adds and removes such pages without a rebuild, so nginx tries the file before the shell.
   */
  families?: string[];
  /** The canonical origin the pages name (the `SITE_ORIGIN` build setting). */
  siteOrigin?: string;
  /** The frame (header, loading indicator, footer) for the client-only routes without a frame of their own. */
  shell: string;
  /**
   * The client-only patterns with a frame of their own (`/verify/:certificateId` -> `verify/_certificateId.html`,
   * `frameFileFor`): the page prerendered once as it shows before the address's data is read, served instead
   * of the shell for every address of the pattern, and rendered over by the browser as the shell is.
   */
  frames?: Record<string, string>;
  /** The prerendered not-found page, sent with 404 for every other path. */
  notFound: string;
};

export const MANIFEST_FILE = 'prerender-manifest.json';

/** Reads the manifest the prerender step wrote. */
export function readManifest(file: string): PrerenderManifest {
  return JSON.parse(readFileSync(file, 'utf8')) as PrerenderManifest;
}

/**
 * The manifest, read again whenever its file changes: `npm run refresh-pages` rewrites it (new and removed
 * course pages) while the server runs.
 */
export function manifestReader(file: string): () => PrerenderManifest {
  let read: { mtimeMs: number; manifest: PrerenderManifest } | undefined;
  return () => {
    const { mtimeMs } = statSync(file);
    if (read?.mtimeMs !== mtimeMs) read = { mtimeMs, manifest: readManifest(file) };
    return read.manifest;
  };
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

/**
 * Where a client-only pattern's own frame is written in dist/: its path with each `:param` as `_param`, a
 * file beside the pattern's pages (`/verify/:certificateId` -> `verify/_certificateId.html`).
 */
export function frameFileFor(pattern: string): string {
  return `${pattern.replace(/^\/+|\/+$/g, '').replace(/:/g, '_')}.html`;
}

/** The file a client-only pattern is answered with: its own frame, or the shell. */
const shellFor = (manifest: PrerenderManifest, pattern: string): string =>
  manifest.frames?.[pattern] ?? manifest.shell;

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
  const clientOnly = manifest.clientOnly.find(matches);
  if (clientOnly !== undefined) return { kind: 'shell', file: shellFor(manifest, clientOnly) };
  return { kind: 'notFound', file: manifest.notFound };
}

/**
 * A family pattern's page files for nginx: each parameter captured (`/c/:courseId` -> `^/c/([^/]+)/?$`) and
 * put into the file's path (`/c/$1/index.html`).
 */
function familyTryFiles(pattern: string): { source: string; file: string } {
  const segments = pattern.replace(/^\/+|\/+$/g, '').split('/');
  let captured = 0;
  const source = segments.map((segment) => (segment.startsWith(':') ? '([^/]+)' : escapeRegExp(segment)));
  const file = segments.map((segment) => (segment.startsWith(':') ? `$${(captured += 1)}` : segment));
  return { source: `^/${source.join('/')}/?$`, file: `/${file.join('/')}/index.html` };
}

/**
 * The nginx locations for the manifest (dist/nginx-routes.conf, included by deploy/nginx.conf): each page
 * from its file whatever the case of the address, the redirects, and the client-only routes from the shell
 * (or their own frame);
 * a family's pages (the course pages) from their file if there is one, so refreshed pages need no reload.
 */
export function nginxRoutes(manifest: PrerenderManifest, securityHeadersInclude: string): string {
  const headers = (cacheControl: string) =>
    `    add_header Cache-Control "${cacheControl}" always;\n    include ${securityHeadersInclude};\n`;
  const location = (source: string, body: string) => `location ~* ${source} {\n${body}}\n`;
  const block = (pattern: string, body: string) => location(patternSource(pattern), body);
  const families = manifest.families ?? [];
  const inFamily = (path: string) =>
    families.some((pattern) => new RegExp(patternSource(pattern), 'i').test(path));
  return [
    '# Written by `npm run build` (renderer/prerender.ts) from the route table: do not edit.',
    ...manifest.redirects.map((entry) =>
      // The query goes along, as the preview keeps it.
      block(entry.from, `${headers('no-cache')}    return 301 ${entry.to}$is_args$args;\n`),
    ),
    ...manifest.pages
      .filter((entry) => !inFamily(entry.path))
      .map((entry) => block(entry.path, `${headers('no-cache')}    try_files /${entry.file} =404;\n`)),
    ...manifest.clientOnly.map((pattern) => {
      if (!families.includes(pattern)) {
        return block(pattern, `${headers('no-cache')}    try_files /${shellFor(manifest, pattern)} =404;\n`);
      }
      const { source, file } = familyTryFiles(pattern);
      return location(
        source,
        `${headers('no-cache')}    try_files ${file} /${shellFor(manifest, pattern)} =404;\n`,
      );
    }),
    '',
  ].join('\n');
}
