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

/**
 * The one Emotion cache shape for the prerender and the browser. In the browser it adopts the critical
 * styles the prerender wrote into <head> (same key), so hydration inserts none of them twice.
 *
 * Emotion's default prefixer writes every flex, transition and transform rule two to four times for
 * browsers a decade old; the prerendered pages carried a quarter more CSS for it, all of it parsed before
 * the first paint. Only the prefix a current browser needs is kept.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_KEY, stylisPlugins: [prefixUserSelect] });
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
