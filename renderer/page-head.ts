/**
 * What crawlers and link previews read in a prerendered page's <head> beside its title and description:
 * the canonical address, Open Graph and Twitter card tags with the share picture, and the JSON-LD blocks.
 * Pure functions, tested in page-head.test.ts.
 */

/** The canonical origin when the build is not told another (`SITE_ORIGIN`): the production host. */
export const DEFAULT_SITE_ORIGIN = 'https://www.mindbridgeconsulting.in';

/** Raised for a `SITE_ORIGIN` that is not an http(s) origin. */
export class SiteOriginError extends Error {
  override name = 'SiteOriginError';
}

/** The canonical origin from the build's environment: `SITE_ORIGIN`, an http(s) origin without a path. */
export function siteOriginFrom(value: string | undefined): string {
  const text = value?.trim() || DEFAULT_SITE_ORIGIN;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new SiteOriginError(`SITE_ORIGIN must be an http(s) origin, got "${text}"`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new SiteOriginError(`SITE_ORIGIN must be an http(s) origin without a path, got "${text}"`);
  }
  return url.origin;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The absolute address of a path on the site. */
export const siteUrl = (siteOrigin: string, path: string): string => `${siteOrigin}${path}`;

export type LinkPreview = {
  siteOrigin: string;
  siteName: string;
  /** The page's path (its canonical address on `siteOrigin`). */
  path: string;
  title: string;
  description: string;
  image: { path: string; width: number; height: number; alt: string };
  /** `website` for every page of this site. */
  type?: string;
  locale?: string;
};

/** The canonical link, Open Graph and Twitter `summary_large_image` tags of one page. */
export function linkPreviewTags(page: LinkPreview): string {
  const url = siteUrl(page.siteOrigin, page.path);
  const image = siteUrl(page.siteOrigin, page.image.path);
  const property = (name: string, content: string | number) =>
    `<meta property="${name}" content="${escapeAttribute(String(content))}"/>`;
  const named = (name: string, content: string) =>
    `<meta name="${name}" content="${escapeAttribute(content)}"/>`;
  return [
    `<link rel="canonical" href="${escapeAttribute(url)}"/>`,
    property('og:type', page.type ?? 'website'),
    property('og:site_name', page.siteName),
    property('og:locale', page.locale ?? 'en_IN'),
    property('og:url', url),
    property('og:title', page.title),
    property('og:description', page.description),
    property('og:image', image),
    property('og:image:type', 'image/png'),
    property('og:image:width', page.image.width),
    property('og:image:height', page.image.height),
    property('og:image:alt', page.image.alt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', page.title),
    named('twitter:description', page.description),
    named('twitter:image', image),
    named('twitter:image:alt', page.image.alt),
  ].join('');
}

/**
 * One `<script type="application/ld+json">` per block: data, never run (the Content-Security-Policy allows
 * it). `<` is written as its JSON escape, so no text inside can close the element.
 */
export function jsonLdScripts(blocks: readonly object[]): string {
  return blocks
    .map(
      (block) =>
        `<script type="application/ld+json">${JSON.stringify(block).replace(/</g, '\\u003c')}</script>`,
    )
    .join('');
}

/** True when the page asks not to be indexed (its head has `<meta name="robots" content="noindex">`). */
export const isNoindex = (head: string): boolean =>
  /<meta name="robots" content="[^"]*\bnoindex\b[^"]*"/.test(head);

/** Script elements that hold data only: the types a browser never runs. */
const DATA_SCRIPT = /^<script\b[^>]*\btype="application\/(?:ld\+)?json"/i;

/**
 * The inline scripts of a page's markup that the Content-Security-Policy would block (it allows scripts
 * from files only): every `<script>` without `src` except the data blocks (JSON, JSON-LD).
 */
export function blockedInlineScripts(html: string): string[] {
  const scripts = html.match(/<script\b[^>]*>/gi) ?? [];
  return scripts.filter((tag) => !/\bsrc=/i.test(tag) && !DATA_SCRIPT.test(tag));
}
