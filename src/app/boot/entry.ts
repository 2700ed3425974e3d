/**
 * The start-up of every page, in the order it happens. Each step is named once, here, and lives in the file
 * beside it; what a part of a page uses to load later lives in `src/lib/loading/`.
 *
 * 0. **Prerendered page.** The build (renderer/prerender.ts) wrote the page's markup, its critical CSS and,
 *    on `#root`, what this entry needs: `data-prerendered` (hydrate, do not render), `data-preload` (the
 *    backend paths of a data page that could not hold its data) and `data-code` (the route's script files);
 *    a data page also embeds its snapshot (`src/lib/page-data.ts`). The route table declares all of it,
 *    once per route (`src/app/route-table.tsx`).
 * 1. **Hold clicks** (`early-clicks.ts`): a button clicked before the app runs waits for it.
 * 2. **Preload data** (`preload.ts`): the page's backend reads start while the app still downloads; on a
 *    frame (a certificate's page), the read its address decides too.
 * 3. **First view** (`first-view.ts`): nothing else runs until the page's text and first-screen pictures
 *    have been presented.
 * 4. **App code** (`app-code.ts`): the app's layers are fetched (one chunk, "app") and evaluated one task
 *    each, so no long task blocks input; the route's own files (`data-code`) download meanwhile.
 * 5. **Start** (`start.tsx`): configuration, the store with the page's snapshot, the theme, the router with
 *    the route's code; then hydration (or a render, for a page the browser alone renders), the held clicks
 *    replayed, and `<html data-interactive>`.
 * 6. **Idle** (`src/lib/loading/when-idle.ts`): what only enhances the page (a carousel's motion,
 *    `use-enhanced.ts`) and the code of dialogs the page shows the way to (`use-on-demand.ts`).
 * 7. **On demand** (`src/lib/loading/when-needed.ts`): a part whose prerendered HTML works as it is (the
 *    footer) loads and hydrates when the visitor comes near it, or at the first navigation; a dialog when
 *    it opens; a third-party script once (`load-once.ts`); a chunk that fails to arrive asks for a reload
 *    (`chunk-load.ts`).
 *
 * This file is the bundle's entry: a few hundred bytes. Deferred scripts would otherwise run all of React
 * and MUI before the browser paints a page it already has, which on a slow phone holds the first view for
 * the whole evaluation.
 */
import { evaluateApp } from './app-code';
import { holdClicks } from './early-clicks';
import { firstViewShown } from './first-view';
import { preloadBackendData, preloadRouteCode } from './preload';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// 1. Hold clicks: the app replays them once it has hydrated.
holdClicks(root);

// 2. Preload data, with the raw runtime configuration (the app validates it, and reports a broken one, at 5).
const { apiBaseUrl } = (window.__APP_CONFIG__ ?? {}) as { apiBaseUrl?: unknown };
if (typeof apiBaseUrl === 'string') preloadBackendData(root, apiBaseUrl, window.location.pathname);

async function boot(page: HTMLElement) {
  // 3. First view.
  await firstViewShown();
  // 4. App code: the route's files are asked for once the app's have arrived, so each download had the
  // bandwidth to itself.
  const { start } = await evaluateApp({ onAppFetched: () => preloadRouteCode(page) });
  // 5. Start (6 and 7 follow from the page's own parts).
  await start(page);
}

void boot(root);
