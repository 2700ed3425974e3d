/**
 * `npm run refresh-pages`: renders the data pages and the course pages of an existing build again from the
 * live backend (the one dist/config.js names), without a rebuild: the same JavaScript, styles and pictures
 * under assets/, untouched. Each file is written beside its target and renamed into place (with its
 * .br/.gz), so the web server never serves half a page. Courses added to the catalogue get their page,
 * gone ones lose it; the sitemap and the manifest follow.
 *
 * A page whose data cannot be read keeps the page it had (its last good snapshot), and the command exits
 * with status 1 naming it, for the timer's log. deploy/README.md shows how to run it every 10 minutes and
 * on demand.
 *
 *   npm run refresh-pages                  dist/
 *   npm run refresh-pages -- --dist DIR    another copy of a build (made by this checkout)
 */
import './production-env';

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { readSiteConfig } from '../server/preview/security-headers';
import { patternSource } from '../server/preview/site-routes';
import type { ManifestPage, PrerenderManifest } from '../server/preview/site-routes';
import { site } from '../src/lib/site';

import { blogFeed, writeBlogFeed } from './blog-feed';
import type { ShareImage } from './page/share-image-content';
import { siteOriginFrom } from './page-head';
import type { ChunkGroups } from './prerender-document';
import { removeUnusedShareImages, writeShareImages } from './share-images';
import { removeCompressed, removeTemporariesOnSignal, sweepTemporaries } from './site-files';
import {
  BUILD_REPORT,
  RENDERER_DIR,
  TEMPLATE_FILE,
  describeFailures,
  distArgument,
  loadRenderer,
  readSiteManifest,
  writeSiteManifest,
  writeSitePage,
  writeSitemap,
} from './site-pages';
import type { SiteContext } from './site-pages';

function fail(message: string): never {
  console.error(`\nrefresh-pages: ${message}\n`);
  process.exit(2);
}

/** The build this checkout made: its renderer and frame, and the entry files the dist/ must have. */
function buildOf(dist: string): { groups: ChunkGroups; template: string } {
  for (const [file, what] of [
    [path.join(dist, 'prerender-manifest.json'), `${dist} holds no build (no prerender-manifest.json)`],
    [path.join(dist, 'config.js'), `${dist} has no config.js`],
    [
      path.join(RENDERER_DIR, 'prerender-page.cjs'),
      'this checkout has no page renderer (run `npm run build`)',
    ],
    [TEMPLATE_FILE, 'this checkout has no page frame (run `npm run build`)'],
    [BUILD_REPORT, 'this checkout has no build report (run `npm run build`)'],
  ] as const) {
    if (!existsSync(file)) fail(what);
  }
  const { groups } = JSON.parse(readFileSync(BUILD_REPORT, 'utf8')) as { groups: ChunkGroups };
  // The pages name the build's scripts: rendering with another build's renderer would break them.
  const missing = (groups.main ?? []).filter((file) => !existsSync(path.join(dist, file)));
  if (missing.length > 0) {
    fail(`${dist} comes from another build than this checkout's renderer (${missing.join(', ')} missing).`);
  }
  return { groups, template: readFileSync(TEMPLATE_FILE, 'utf8') };
}

async function main() {
  const started = performance.now();
  const dist = distArgument(process.argv.slice(2), fail);
  const { groups, template } = buildOf(dist);
  removeTemporariesOnSignal();
  const leftovers = sweepTemporaries(dist);
  if (leftovers.length > 0)
    console.log(`refresh-pages: removed ${leftovers.length} temporary files a stopped run left behind`);
  const renderer = loadRenderer();
  const { apiBaseUrl } = renderer.provideConfig(readSiteConfig(path.join(dist, 'config.js')));
  const manifest = readSiteManifest(dist);
  const context: SiteContext = {
    dist,
    renderer,
    template,
    groups,
    siteOrigin: manifest.siteOrigin ?? siteOriginFrom(process.env.SITE_ORIGIN),
    siteName: site.name,
    now: new Date(),
  };
  const families = manifest.families ?? [];
  const familyOf = (pagePath: string) =>
    families.find((pattern) => new RegExp(patternSource(pattern), 'i').test(pagePath));

  const failures: { path: string; reason: string }[] = [];
  const images: ShareImage[] = [];
  const refreshed: string[] = [];

  const rewrite = async (pagePath: string, outcome: Parameters<typeof writeSitePage>[2]) => {
    const written = await writeSitePage(context, pagePath, outcome);
    if (written.kind === 'redirect') throw new Error(`${pagePath} now redirects to ${written.location}`);
    images.push(...written.images);
    refreshed.push(pagePath);
    return written.entry;
  };

  // The pages of the route table that hold data: each replaced by a fresh render, or kept as it was.
  const pages: ManifestPage[] = [];
  for (const page of manifest.pages) {
    if (familyOf(page.path)) continue;
    const outcome = await renderer.readRouteData(page.path);
    if (outcome?.data) pages.push(await rewrite(page.path, { data: outcome.data, previous: page }));
    else {
      if (outcome) failures.push({ path: page.path, reason: outcome.failure });
      pages.push(page);
    }
  }

  // The course pages: one per course the backend lists now.
  const removed: ManifestPage[] = [];
  const added: string[] = [];
  for (const family of await renderer.readFamilyPages()) {
    const before = manifest.pages.filter((page) => familyOf(page.path) === family.pattern);
    if (!family.data) {
      failures.push({ path: family.pattern, reason: family.failure });
      pages.push(...before);
      continue;
    }
    // The blog's feed follows its articles (a failed read keeps the last one).
    const feed = renderer.blogFeedOf(family.data);
    if (feed)
      writeBlogFeed(
        dist,
        blogFeed(context.siteOrigin, feed.articles, { title: feed.title, now: context.now }),
      );
    for (const pagePath of family.pages) {
      const previous = before.find((page) => page.path === pagePath);
      const own = family.pageData?.[pagePath];
      if (own && !own.data) {
        // A page whose own data cannot be read keeps its last snapshot (a new one waits for the next run).
        failures.push({ path: pagePath, reason: own.failure });
        if (previous) pages.push(previous);
        continue;
      }
      if (!previous) added.push(pagePath);
      pages.push(await rewrite(pagePath, { data: own ? own.data : family.data, previous }));
    }
    removed.push(...before.filter((page) => !family.pages.includes(page.path)));
  }

  const drawn = await writeShareImages(dist, images, { brand: site.name, siteOrigin: context.siteOrigin });
  const next: PrerenderManifest = { ...manifest, pages };
  // The manifest names the new pages once their files exist, and stops naming the gone ones before they go.
  writeSiteManifest(dist, next);
  for (const page of removed) removeCompressed(path.join(dist, page.file));
  await writeSitemap(dist, context.siteOrigin, pages);
  const unused = removeUnusedShareImages(dist, new Set(pages.flatMap((page) => page.images ?? [])));

  console.log(
    `refresh-pages: ${refreshed.length} pages rendered again from ${apiBaseUrl}` +
      (added.length > 0 ? `, new: ${added.join(', ')}` : '') +
      (removed.length > 0 ? `, removed: ${removed.map((page) => page.path).join(', ')}` : '') +
      `; share pictures: ${drawn.drawn} drawn, ${drawn.reused} from the cache, ${unused.length} removed; ` +
      `${Math.round(performance.now() - started)} ms`,
  );
  if (failures.length > 0) {
    console.error(
      `refresh-pages: these pages keep their last snapshot, their data could not be read:\n${describeFailures(failures)}`,
    );
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(`refresh-pages: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(2);
});
