import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';

/** The key of every style MUI writes: `<style data-emotion="mui ...">` in the prerendered pages. */
export const EMOTION_KEY = 'mui';

/**
 * The one Emotion cache shape for the prerender and the browser. In the browser it adopts the critical
 * styles the prerender wrote into <head> (same key), so hydration inserts none of them twice.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_KEY });
}
