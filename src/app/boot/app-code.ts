/**
 * Step 4 of the start-up (entry.ts): the app's code. It comes in one chunk, "app", fetched once, but is
 * evaluated layer by layer, bottom up, each layer in a task of its own: one import of everything would run
 * every module's top level (React, MUI's components and default theme, the router, the store's slices) in
 * one long task that blocks input on a phone. A layer is a module of the app; importing it evaluates what it
 * needs that an earlier layer has not already brought.
 */
import type { start } from './start';

import { lazyImport } from '@/lib/loading/lazy-import';
import { yieldToBrowser } from '@/lib/loading/yield-to-browser';

/**
 * The app's layers in the order they are first needed: framework, theme, data, the shell, the pages. Each
 * is loaded as every lazy part is (`lazyImport`): a visitor who leaves while it downloads, or who is offline,
 * gets no error for it; the download is asked for again if the page is shown again or the connection is back.
 */
const layers = [
  () => import(/* webpackChunkName: "app" */ 'react-dom/client'),
  () => import(/* webpackChunkName: "app" */ '@/theme/theme'),
  () => import(/* webpackChunkName: "app" */ '@/lib/base-api'),
  () => import(/* webpackChunkName: "app" */ '@/app/store'),
  // The header's menus first: they bring MUI's icons and Paper, which the header then shares.
  () => import(/* webpackChunkName: "app" */ '@/app/layout/nav-dropdown'),
  () => import(/* webpackChunkName: "app" */ '@/app/layout/header'),
  () => import(/* webpackChunkName: "app" */ '@/app/route-table'),
  () => import(/* webpackChunkName: "app" */ '@/app/provider'),
].map((layer) => lazyImport<unknown>(layer));

const startCode = lazyImport(() => import(/* webpackChunkName: "app" */ './start'));

/**
 * Fetches and evaluates the app, calling `onAppFetched` once its chunk has arrived (after the first layer),
 * and resolves with step 5, `start`.
 */
export async function evaluateApp({
  onAppFetched,
}: {
  onAppFetched: () => void;
}): Promise<{ start: typeof start }> {
  for (const [index, layer] of layers.entries()) {
    await layer();
    await yieldToBrowser();
    if (index === 0) {
      onAppFetched();
      await yieldToBrowser();
    }
  }
  return startCode();
}
