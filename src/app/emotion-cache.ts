import createCache from '@emotion/cache';
import type { EmotionCache, StylisPlugin } from '@emotion/cache';

/** The key of every style MUI writes: `<style data-emotion="mui ...">` in the prerendered pages. */
export const EMOTION_KEY = 'mui';

/**
 * The one vendor prefix the browsers we support still need: Safari reads `user-select` only as
 * `-webkit-user-select` (MUI's buttons and icons set it).
 */
const prefixUserSelect: StylisPlugin = (element) => {
  if (element.type === 'decl' && element.props === 'user-select') {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

const options = { key: EMOTION_KEY, stylisPlugins: [prefixUserSelect] };

/**
 * The one Emotion cache shape for the prerender and the browser. In the browser it adopts the critical
 * styles the prerender wrote into <head> (same key), so hydration inserts none of them twice.
 *
 * Emotion's default prefixer writes every flex, transition and transform rule two to four times for
 * browsers a decade old; the prerendered pages carried a quarter more CSS for it, all of it parsed before
 * the first paint. Only the prefix a current browser needs is kept.
 */
export function createEmotionCache(): EmotionCache {
  if (typeof document === 'undefined') return createCache(options);
  // Emotion adopts a prerendered style tag by moving it into its own sheet (`insertBefore`, even onto the
  // place it already has), and every move detaches and re-attaches a whole stylesheet: on a phone that cost
  // a long task where the cache was created (in the hydrating render) and a restyle of the whole page after
  // it. The tags are adopted where they stand instead: hidden from createCache's own adoption by their key,
  // then marked inserted and handed to the sheet, so what the app inserts later still comes after them.
  const prerendered = [
    ...document.querySelectorAll<HTMLStyleElement>(`style[data-emotion^="${EMOTION_KEY} "]`),
  ];
  const names = prerendered.map((tag) => tag.getAttribute('data-emotion') ?? '');
  for (const tag of prerendered) tag.setAttribute('data-emotion', EMOTION_KEY);
  const cache = createCache(options);
  prerendered.forEach((tag, index) => {
    const name = names[index] ?? '';
    tag.setAttribute('data-emotion', name);
    for (const id of name.split(' ').slice(1)) cache.inserted[id] = true;
  });
  cache.sheet.tags.push(...prerendered);
  adoptGlobalStylesInPlace(cache);
  return cache;
}

type Sheet = EmotionCache['sheet'];

/**
 * A global style (`<Global>`: MUI's CssBaseline, keyframes) adopts its prerendered tag through a sheet of
 * the cache's sheet's class, whose `hydrate` moves the tag in front of the cache's first tag. The cache's
 * sheet reports a subclass instead, whose `hydrate` takes the tag where it stands.
 */
function adoptGlobalStylesInPlace(cache: EmotionCache): void {
  const SheetClass = cache.sheet.constructor as new (...args: unknown[]) => Sheet;
  class InPlaceSheet extends SheetClass {
    override hydrate(nodes: HTMLStyleElement[]): void {
      this.tags.push(...nodes);
    }
  }
  Object.defineProperty(cache.sheet, 'constructor', { value: InPlaceSheet, configurable: true });
}

type StyleChunk = { key: string; ids: string[]; css: string };

/**
 * The critical styles as Emotion's own server writes them, marked `data-s` ("already placed"). Without the
 * mark, Emotion's default cache, created as `@emotion/react` loads, moves every server-written style tag
 * to the end of <head> and marks it: that move detaches and re-attaches the page's whole stylesheet while
 * the app starts. The app's own cache still adopts the tags by their `data-emotion` key and ids.
 */
export function styleTags(chunks: readonly StyleChunk[]): string {
  return chunks
    .map(({ key, ids, css }) => `<style data-emotion="${[key, ...ids].join(' ')}" data-s="">${css}</style>`)
    .join('');
}

/**
 * The styles the render produced that the markup does not name: the inner layers of MUI's composed
 * components (AppBar is styled on Paper, Button on ButtonBase; only the outer class reaches the markup).
 * Emotion's extraction leaves them out, so the browser compiled each one with stylis and added it to the
 * live stylesheet while the page hydrated, which restyles the page. Written beside the critical styles,
 * the browser's cache adopts them like the rest. Needs a server cache in `compat` mode (Emotion's server
 * sets it), which keeps each style's CSS in `inserted`.
 */
export function composedLayers(cache: EmotionCache, written: readonly StyleChunk[]): StyleChunk[] {
  const seen = new Set(written.flatMap(({ ids }) => ids));
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    const regular = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (!regular || seen.has(id) || typeof rules !== 'string') continue;
    ids.push(id);
    css += rules;
  }
  return ids.length > 0 ? [{ key: cache.key, ids, css }] : [];
}
