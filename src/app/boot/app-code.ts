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
 *
 * The first layer is small (React alone): it resolves in the task that runs the chunk's last file, whose
 * compiling is long enough on a phone without React DOM's evaluation added to it. The larger packages come
 * as layers of their own before the app's modules that need them (React DOM's client, Redux Toolkit and its
 * query layer, the router, MUI's first components), so no layer evaluates two of them. A package's layer
 * names one of its exports (`webpackExports`), so that loading it this way keeps the rest of it
 * tree-shaken.
 */
const layers = [
  () => import(/* webpackChunkName: "app" */ 'react'),
  () => import(/* webpackChunkName: "app" */ 'react-dom'),
  () => import(/* webpackChunkName: "app" */ 'react-dom/client'),
  () => import(/* webpackChunkName: "app" */ '@/theme/theme'),
  () => import(/* webpackChunkName: "app", webpackExports: ["configureStore"] */ '@reduxjs/toolkit'),
  () => import(/* webpackChunkName: "app", webpackExports: ["createApi"] */ '@reduxjs/toolkit/query/react'),
  () => import(/* webpackChunkName: "app" */ '@/lib/base-api'),
  () => import(/* webpackChunkName: "app" */ '@/app/store'),
  () => import(/* webpackChunkName: "app", webpackExports: ["Link"] */ 'react-router-dom'),
  // MUI's components, a few at a time: the first brings MUI's styled() and its default theme.
  () => import(/* webpackChunkName: "app", webpackExports: ["default"] */ '@mui/material/SvgIcon'),
  () => import(/* webpackChunkName: "app", webpackExports: ["default"] */ '@mui/material/Paper'),
  () => import(/* webpackChunkName: "app", webpackExports: ["default"] */ '@mui/material/ButtonBase'),
  () => import(/* webpackChunkName: "app", webpackExports: ["default"] */ '@mui/material/Button'),
  // The header's menus, then the header.
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
