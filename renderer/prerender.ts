/**
 * The second half of `npm run build`: renders every public route of the route table into its own HTML file
 * in dist/ (markup, title and meta, canonical address, link preview tags, structured data, critical CSS),
 * the data pages and a page per catalogue course with a snapshot of the backend's data, the not-found page,
 * the shell for the pages only the browser renders, their .br/.gz, the share pictures, the sitemap and
 * robots.txt, a manifest the preview server reads and the nginx locations.
 *
 * A page that cannot be rendered in Node fails the build with its route named. A data page whose data cannot
 * be read is written with its skeletons, as the browser renders it before its data arrives, and named in
 * the report with the reason; the build still succeeds. `PRERENDER_DATA=off` reads no data at all.
 * `--dist DIR` prerenders another folder webpack wrote (the tests use a copy of dist/).
 */
import './production-env';

import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { readSiteConfig } from '../server/preview/security-headers';
import { frameFileFor, nginxRoutes } from '../server/preview/site-routes';
import type { ManifestPage, PrerenderManifest } from '../server/preview/site-routes';
import { PRERENDERED_ATTRIBUTE } from '../src/app/boot/preload';
import type { PageData } from '../src/lib/page-data';
import { site } from '../src/lib/site';

import { blogFeed, writeBlogFeed } from './blog-feed';
import type { ShareImage } from './page/share-image-content';
import { SiteOriginError, blockedInlineScripts, isNoindex, siteOriginFrom } from './page-head';
import { composeDocument, scriptFiles } from './prerender-document';
import type { ChunkGroups } from './prerender-document';
import { writeShareImages } from './share-images';
import { writeCompressed } from './site-files';
import {
  BUILD_REPORT,
  PageError,
  RENDERER_DIR,
  TEMPLATE_FILE,
  describeFailures,
  distArgument,
  loadRenderer,
  writeRobots,
  writeSiteManifest,
  writeSitePage,
  writeSitemap,
} from './site-pages';
import type { SiteContext } from './site-pages';
import { snapshotBackend } from './snapshot-backend';
import type { SnapshotBackend } from './snapshot-backend';

/** Beside deploy/nginx.conf in nginx's configuration folder (relative includes resolve there). */
const NGINX_SECURITY_HEADERS = 'mindbridge/security-headers.conf';

function fail(message: string): never {
  console.error(`\nprerender: ${message}\n`);
  process.exit(1);
}

const describe = (error: unknown) =>
  error instanceof PageError
    ? error.message
    : error instanceof Error
      ? (error.stack ?? error.message)
      : String(error);

const dist = distArgument(process.argv.slice(2), fail);

async function main() {
  const started = performance.now();
  const templateFile = path.join(dist, 'index.html');
  if (
    !existsSync(templateFile) ||
    !existsSync(path.join(RENDERER_DIR, 'prerender-page.cjs')) ||
    !existsSync(BUILD_REPORT)
  )
    fail('run webpack first (`npm run build` does both).');
  const { groups } = JSON.parse(readFileSync(BUILD_REPORT, 'utf8')) as { groups: ChunkGroups };
  const template = readFileSync(templateFile, 'utf8');
  if (template.includes(PRERENDERED_ATTRIBUTE))
    fail('dist/index.html is already prerendered; run `npm run build` again.');
  if (!template.includes('<div id="root"></div>'))
    fail('public/index.html must hold an empty <div id="root"></div>.');
  let siteOrigin: string;
  try {
    siteOrigin = siteOriginFrom(process.env.SITE_ORIGIN);
  } catch (error) {
    fail(error instanceof SiteOriginError ? error.message : String(error));
  }
  // `npm run refresh-pages` renders into this dist/ later with the same frame and renderer.
  mkdirSync(RENDERER_DIR, { recursive: true });
  writeFileSync(TEMPLATE_FILE, template);

  const renderer = loadRenderer();
  // The pages render (and read the backend) with the configuration the build ships, so the image and link
  // addresses in them are the ones the browser computes from the same config.js.
  const { apiBaseUrl } = renderer.provideConfig(readSiteConfig(path.join(dist, 'config.js')));
  const context: SiteContext = {
    dist,
    renderer,
    template,
    groups,
    siteOrigin,
    siteName: site.name,
    now: new Date(),
  };
  const { pages, clientOnly, frames } = renderer.routeInventory();
  const manifest: PrerenderManifest = {
    pages: [],
    redirects: [],
    clientOnly,
    families: [],
    siteOrigin,
    shell: 'app-shell.html',
    frames: Object.fromEntries(frames.map((pattern) => [pattern, frameFileFor(pattern)])),
    notFound: '404.html',
  };
  const images: ShareImage[] = [];
  const fallbacks: { path: string; reason: string }[] = [];
  let withData = 0;

  const write = async (pagePath: string, data: PageData | null) => {
    try {
      const written = await writeSitePage(context, pagePath, { data });
      if (written.kind === 'redirect') {
        manifest.redirects.push({ from: pagePath, to: written.location });
        return;
      }
      manifest.pages.push(written.entry);
      images.push(...written.images);
      if (data) withData += 1;
    } catch (error) {
      fail(describe(error));
    }
  };

  const readData = process.env.PRERENDER_DATA !== 'off';
  let backend: SnapshotBackend | undefined;
  let backendFailure: string | undefined;
  if (readData) {
    try {
      backend = await snapshotBackend(apiBaseUrl);
    } catch (error) {
      backendFailure = `the local backend could not start at ${apiBaseUrl}: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  // The blog's feed: with no articles read (the backend down), an empty one, so the blogs page's link works.
  let blogFeedXml = blogFeed(siteOrigin, [], { title: site.name, now: context.now });
  try {
    for (const pagePath of pages) {
      let data: PageData | null = null;
      if (readData) {
        const outcome = await renderer.readRouteData(pagePath);
        if (outcome?.data) data = outcome.data;
        else if (outcome) fallbacks.push({ path: pagePath, reason: backendFailure ?? outcome.failure });
      }
      await write(pagePath, data);
    }
    for (const family of readData ? await renderer.readFamilyPages() : []) {
      manifest.families?.push(family.pattern);
      if (!family.data) {
        fallbacks.push({
          path: `${family.pattern} (each served with the shell)`,
          reason: backendFailure ?? family.failure,
        });
        continue;
      }
      const feed = renderer.blogFeedOf(family.data);
      if (feed) blogFeedXml = blogFeed(siteOrigin, feed.articles, { title: feed.title, now: context.now });
      for (const pagePath of family.pages) {
        const own = family.pageData?.[pagePath];
        if (own && !own.data) fallbacks.push({ path: pagePath, reason: own.failure });
        await write(pagePath, own ? own.data : family.data);
      }
    }
  } finally {
    await backend?.close();
  }

  const notFound = await writeSitePage(context, renderer.NOT_FOUND_PROBE, { file: manifest.notFound }).catch(
    (error: unknown) => fail(`The not-found page cannot be prerendered.\n${describe(error)}`),
  );
  if (notFound.kind !== 'page') fail('the not-found page redirected instead of rendering.');

  const shell = await renderer.renderAppShell();
  if (shell.kind !== 'page') fail('the app shell redirected instead of rendering.');
  writeCompressed(
    path.join(dist, manifest.shell),
    composeDocument(
      template,
      { html: shell.html, head: shell.head, styles: shell.styles, preload: [] },
      false,
    ),
  );

  // A client-only route's own frame: its page before the address is read, rendered over (not hydrated)
  // as the shell is, with the route's code for the entry to fetch beside the app's.
  for (const [pattern, file] of Object.entries(manifest.frames ?? {})) {
    const frame = await renderer.renderClientFrame(pattern).catch((error: unknown) => fail(describe(error)));
    if (frame.kind !== 'page') fail(`the frame of ${pattern} redirected instead of rendering.`);
    // Every address of the pattern gets it: it names none of them, and no index may keep it.
    if (!isNoindex(frame.head)) fail(`the frame of ${pattern} is not marked noindex (PageHero's noindex).`);
    const [blocked] = blockedInlineScripts(frame.head + frame.html);
    if (blocked)
      fail(
        `the frame of ${pattern} rendered an inline ${blocked}, which the Content-Security-Policy blocks.`,
      );
    let scripts: string[];
    try {
      scripts = scriptFiles(groups, frame.chunks);
    } catch (error) {
      fail(`the frame of ${pattern}: ${describe(error)}`);
    }
    writeCompressed(
      path.join(dist, file),
      composeDocument(
        template,
        {
          html: frame.html,
          head: frame.head,
          styles: frame.styles,
          preload: [],
          scripts,
          ...(frame.addressPreload ? { addressPreload: frame.addressPreload } : {}),
        },
        false,
      ),
    );
  }

  const drawn = await writeShareImages(dist, images, { brand: site.name, siteOrigin });
  await writeSitemap(dist, siteOrigin, manifest.pages);
  writeRobots(dist, siteOrigin);
  writeBlogFeed(dist, blogFeedXml);
  if (!manifest.pages.some((page) => page.path === '/')) rmSync(templateFile);
  writeSiteManifest(dist, manifest);
  writeFileSync(path.join(dist, 'nginx-routes.conf'), nginxRoutes(manifest, NGINX_SECURITY_HEADERS));

  report({ manifest, withData, fallbacks, drawn, backend, readData, started });
}

function report({
  manifest,
  withData,
  fallbacks,
  drawn,
  backend,
  readData,
  started,
}: {
  manifest: PrerenderManifest;
  withData: number;
  fallbacks: { path: string; reason: string }[];
  drawn: { drawn: number; reused: number };
  backend: SnapshotBackend | undefined;
  readData: boolean;
  started: number;
}) {
  const indexed = manifest.pages.filter((page: ManifestPage) => !page.noindex).length;
  console.log(
    `prerender: ${manifest.pages.length} pages (${withData} with their data), ${manifest.redirects.length} redirects, ` +
      `the not-found page and the shell for ${manifest.clientOnly.join(', ')} (a frame of its own for ` +
      `${Object.keys(manifest.frames ?? {}).join(', ') || 'none'}); sitemap of ${indexed} pages at ` +
      `${manifest.siteOrigin ?? ''}; share pictures: ${drawn.drawn} drawn, ${drawn.reused} from the cache; ` +
      `${Math.round(performance.now() - started)} ms`,
  );
  if (!readData) console.log('prerender: PRERENDER_DATA=off: the data pages hold their skeletons.');
  else if (backend) console.log(`prerender: the data pages' backend: ${backend.description}`);
  if (fallbacks.length > 0) {
    console.warn(
      `prerender: these pages fell back to their loading skeletons (the browser loads their data):\n${describeFailures(fallbacks)}`,
    );
  }
}

void main();
