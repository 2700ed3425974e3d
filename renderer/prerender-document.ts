/**
 * How renderer/prerender.ts turns the template webpack wrote and one rendered page into the page's HTML.
 * Pure functions, tested in prerender-document.test.ts.
 */
import {
  ADDRESS_PRELOAD_ATTRIBUTE,
  CODE_ATTRIBUTE,
  PRELOAD_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
} from '../src/app/boot/preload';

/** What the prerender writes for a page (see RenderedPage in renderer/page/prerender-page.tsx). */
export type PageParts = {
  html: string;
  head: string;
  styles: string;
  /** Backend paths the entry script preloads. */
  preload: readonly string[];
  /** The route's script files (paths from the site's root), which the entry preloads after the first paint. */
  scripts?: readonly string[];
  /** A frame's read of its address (`addressPreloadOf`), which the entry fills from the address and preloads. */
  addressPreload?: string;
  /** Further head elements: the canonical link, link preview tags, JSON-LD (renderer/page-head.ts). */
  seo?: string;
  /** The element that embeds the data the page was rendered with, written right after #root. */
  embedded?: string;
};

/** The JavaScript files of each named chunk group of the browser build (`.cache/build-report.json`). */
export type ChunkGroups = Readonly<Record<string, readonly string[]>>;

/** Raised when a route names a chunk group the build does not have (its handle and import disagree). */
export class UnknownChunkGroupError extends Error {
  override name = 'UnknownChunkGroupError';
}

/**
 * The files of `groups` named in `names`, in that order and each once, without those the entry loads in
 * any case (its script tags, `main`, and the app it imports, `app`): the code of the page's routes.
 */
export function scriptFiles(groups: ChunkGroups, names: readonly string[]): string[] {
  const loaded = new Set([...(groups.main ?? []), ...(groups.app ?? [])]);
  const files = new Set<string>();
  for (const name of names) {
    const group = groups[name];
    if (!group) throw new UnknownChunkGroupError(`the build has no chunk group "${name}"`);
    for (const file of group) if (!loaded.has(file)) files.add(`/${file}`);
  }
  return [...files];
}

/** Text as an attribute's value: a pattern's `<`, `>`, `&` and quotes as entities, which the browser reads back. */
const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Fills the template webpack wrote with one page: head elements, critical styles and the markup. */
export function composeDocument(template: string, page: PageParts, hydrate: boolean) {
  const attributes = [
    ...(hydrate ? [`${PRERENDERED_ATTRIBUTE}=""`] : []),
    // Paths only (the backend's address is runtime configuration): the entry script preloads them.
    ...(page.preload.length > 0
      ? [`${PRELOAD_ATTRIBUTE}="${page.preload.join(' ').replaceAll('&', '&amp;')}"`]
      : []),
    ...(page.scripts?.length ? [`${CODE_ATTRIBUTE}="${page.scripts.join(' ')}"`] : []),
    ...(page.addressPreload
      ? [`${ADDRESS_PRELOAD_ATTRIBUTE}="${escapeAttribute(page.addressPreload)}"`]
      : []),
  ];
  let document = template;
  if (/<title>/.test(page.head)) document = document.replace(/<title>[\s\S]*?<\/title>/, '');
  if (/<meta[^>]+name="description"/.test(page.head)) {
    document = document.replace(/<meta[^>]+name="description"[^>]*>/, '');
  }
  // Replacer functions, never replacement strings: in those `$'`, `$&`, `$$` and `$\`` are patterns, so a
  // page whose text holds them (an event titled "Fees $' apply") would paste parts of the template into it.
  const head = `${page.head}${page.seo ?? ''}${page.styles}</head>`;
  const root = `<div id="root"${attributes.map((attribute) => ` ${attribute}`).join('')}>${page.html}</div>${page.embedded ?? ''}`;
  return document.replace('</head>', () => head).replace('<div id="root"></div>', () => root);
}
