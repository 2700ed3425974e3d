/**
 * What `npm run build` (renderer/prerender.ts) and `npm run refresh-pages` (renderer/refresh-pages.ts) share:
 * the page renderer webpack built from renderer/page/prerender-page.tsx, and turning one rendered page into its
 * file in dist/ with everything crawlers and link previews read, the sitemap and the manifest.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { SitemapStream, streamToPromise } from 'sitemap';

import { MANIFEST_FILE, fileForPath } from '../server/preview/site-routes';
import type { ManifestPage, PrerenderManifest } from '../server/preview/site-routes';
import type { PageData } from '../src/lib/page-data';

import type { FeedArticle } from './blog-feed';
import type { DataOutcome, FamilyPages, RenderedPage } from './page/prerender-page';
import type { ShareImage } from './page/share-image-content';
import { blockedInlineScripts, isNoindex, jsonLdScripts, linkPreviewTags, siteUrl } from './page-head';
import { composeDocument, scriptFiles } from './prerender-document';
import type { ChunkGroups } from './prerender-document';
import { writeCompressed, writeFileAtomically } from './site-files';

/** Where webpack writes the renderer, and where the prerender keeps what a later refresh needs. */
export const RENDERER_DIR = path.resolve('.cache/prerender');
const rendererFile = path.join(RENDERER_DIR, 'prerender-page.cjs');
/** webpack's index.html before the home page was written over it: the frame of every page. */
export const TEMPLATE_FILE = path.join(RENDERER_DIR, 'index.template.html');
export const BUILD_REPORT = path.resolve('.cache/build-report.json');

/** The renderer's own types: webpack built it from renderer/page/prerender-page.tsx. */
export type Renderer = {
  routeInventory: () => { pages: string[]; clientOnly: string[]; frames: string[] };
  routeCode: () => { chunk: string; path: string; budgetKb: number }[];
  pageChunks: (pathname: string) => string[];
  renderPage: (
    url: string,
    options?: { data?: PageData | null; siteOrigin?: string },
  ) => Promise<RenderedPage>;
  renderAppShell: () => Promise<RenderedPage>;
  renderClientFrame: (pattern: string) => Promise<RenderedPage>;
  readRouteData: (pathname: string) => Promise<DataOutcome | null>;
  readFamilyPages: () => Promise<FamilyPages[]>;
  blogFeedOf: (data: PageData) => { title: string; articles: FeedArticle[] } | null;
  provideConfig: (raw: unknown) => { apiBaseUrl: string };
  pageDataElement: (data: PageData) => string;
  NOT_FOUND_PROBE: string;
  SHARE_IMAGE_WIDTH: number;
  SHARE_IMAGE_HEIGHT: number;
  shareImagePath: (image: Pick<ShareImage, 'id'>) => string;
};

/** Loads the renderer webpack built (after renderer/production-env.ts has chosen the packages' builds). */
export function loadRenderer(): Renderer {
  return createRequire(import.meta.url)(rendererFile) as Renderer;
}

/** Raised when a page cannot be written; the message names it. */
export class PageError extends Error {
  override name = 'PageError';
}

export type SiteContext = {
  dist: string;
  renderer: Renderer;
  template: string;
  groups: ChunkGroups;
  siteOrigin: string;
  siteName: string;
  /** The time the pages are written at (their last change, when it changed). */
  now: Date;
};

export type WrittenPage =
  { kind: 'page'; entry: ManifestPage; images: ShareImage[] } | { kind: 'redirect'; location: string };

/** What a page shows, without the data it embeds: the same hash means the page did not change. */
const contentHash = (html: string) => createHash('sha256').update(html).digest('hex').slice(0, 16);

/**
 * Renders the page at `pagePath` (with `data`, when it is a data page) and writes it, compressed, into
 * dist/: its own title and description, canonical address, link preview tags and JSON-LD (none for a
 * noindex page), the route's code for the entry and the data it was rendered with.
 */
export async function writeSitePage(
  context: SiteContext,
  pagePath: string,
  {
    data = null,
    previous,
    file = fileForPath(pagePath),
  }: {
    data?: PageData | null;
    /** The page as the manifest had it: its last change is kept when it shows the same. */
    previous?: ManifestPage;
    /** Where in dist/ it goes, when not at its path's file (the not-found page). */
    file?: string;
  } = {},
): Promise<WrittenPage> {
  const { renderer, siteOrigin } = context;
  const page = await renderer.renderPage(pagePath, { data, siteOrigin });
  if (page.kind === 'redirect') return page;
  const blocked = blockedInlineScripts(page.head + page.html);
  if (blocked.length > 0) {
    throw new PageError(
      `The route ${pagePath} rendered an inline ${blocked[0] ?? '<script>'}, which the Content-Security-Policy blocks.`,
    );
  }
  const noindex = isNoindex(page.head);
  const { name, description, structuredData, images } = page.meta;
  if (!noindex && description === '') {
    throw new PageError(
      `The route ${pagePath} has no meta description of its own (PageHero's or PageTitle's description).`,
    );
  }
  const [image] = images;
  if (!noindex && !image) throw new PageError(`The route ${pagePath} names no share picture.`);
  const seo =
    noindex || !image
      ? ''
      : linkPreviewTags({
          siteOrigin,
          siteName: context.siteName,
          path: pagePath,
          title: name,
          description,
          image: {
            path: renderer.shareImagePath(image),
            width: renderer.SHARE_IMAGE_WIDTH,
            height: renderer.SHARE_IMAGE_HEIGHT,
            alt: image.title === context.siteName ? image.title : `${image.title}: ${context.siteName}`,
          },
        }) + jsonLdScripts(structuredData);
  let scripts: string[];
  try {
    scripts = scriptFiles(context.groups, page.chunks);
  } catch (error) {
    throw new PageError(`The route ${pagePath}: ${error instanceof Error ? error.message : String(error)}.`);
  }
  const parts = {
    html: page.html,
    head: page.head,
    styles: page.styles,
    preload: page.preload,
    scripts,
    seo,
  };
  const html = composeDocument(
    context.template,
    { ...parts, embedded: data ? renderer.pageDataElement(data) : undefined },
    true,
  );
  writeCompressed(path.join(context.dist, file), html);
  const hash = contentHash(composeDocument(context.template, parts, true));
  const unchanged = previous?.data?.hash === hash && previous.lastModified !== undefined;
  const shown = noindex ? [] : images;
  return {
    kind: 'page',
    images: shown,
    entry: {
      path: pagePath,
      file,
      lastModified: unchanged ? previous.lastModified : context.now.toISOString(),
      ...(data ? { data: { takenAt: data.takenAt, hash } } : {}),
      ...(noindex ? { noindex: true } : {}),
      ...(shown.length > 0 ? { images: shown.map((item) => item.id) } : {}),
    },
  };
}

/** The sitemap (the `sitemap` package) of every indexable page, at its canonical address, with its last change. */
export async function writeSitemap(dist: string, siteOrigin: string, pages: readonly ManifestPage[]) {
  const stream = new SitemapStream({ hostname: siteOrigin });
  for (const page of pages) {
    if (page.noindex) continue;
    stream.write({ url: siteUrl(siteOrigin, page.path), lastmod: page.lastModified });
  }
  stream.end();
  writeCompressed(path.join(dist, 'sitemap.xml'), (await streamToPromise(stream)).toString());
}

/** robots.txt: everything may be crawled (noindex pages say so themselves), and where the sitemap is. */
export function writeRobots(dist: string, siteOrigin: string): void {
  writeFileAtomically(
    path.join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl(siteOrigin, '/sitemap.xml')}\n`,
  );
}

export function readSiteManifest(dist: string): PrerenderManifest {
  return JSON.parse(readFileSync(path.join(dist, MANIFEST_FILE), 'utf8')) as PrerenderManifest;
}

export function writeSiteManifest(dist: string, manifest: PrerenderManifest): void {
  writeFileAtomically(path.join(dist, MANIFEST_FILE), `${JSON.stringify(manifest, null, 1)}\n`);
}

/** The build folder a script works on: `--dist DIR`, or dist/ (`fail` reports a flag without a folder). */
export function distArgument(argv: readonly string[], fail: (message: string) => never): string {
  const at = argv.indexOf('--dist');
  if (at === -1) return path.resolve('dist');
  const value = argv[at + 1];
  if (!value) fail('--dist needs a folder.');
  return path.resolve(value);
}

/** One line per page that could not hold its data, for the build's and the refresh's report. */
export const describeFailures = (failures: readonly { path: string; reason: string }[]): string =>
  failures.map(({ path: page, reason }) => `  ${page}: ${reason}`).join('\n');

export type { DataOutcome, FamilyPages };
