/**
 * The entry: a few hundred bytes that wait for the prerendered page's first view to be on the screen (its
 * text and the pictures on its first screen), then fetch the app and hydrate. Deferred scripts would
 * otherwise run (all of React and MUI) before the browser paints a page it already has, which on a slow
 * phone holds the first view for the whole evaluation.
 */
import { holdClicks } from './lib/early-clicks';
import { firstViewShown } from './lib/first-view';
import { preloadBackendData, preloadRouteCode } from './lib/preload-data';
import { yieldToBrowser } from './lib/yield-to-browser';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// A button clicked on the prerendered page waits for the app (it replays the click once it has hydrated).
holdClicks(container);

/**
 * The app's modules in the order they are first needed, each evaluated in a task of its own: one import of
 * everything would run every module's top level (React, MUI's components, the router, the store's slices)
 * in one long task that blocks input. They all live in the one "app" chunk, loaded once. A package's index
 * is never named here: a dynamic import keeps every export it has (no tree shaking). A single component's
 * entry (`@mui/material/Button`) is fine: the app uses all it exports.
 *
 * The first MUI components are stages of their own because each is costly to evaluate: SvgIcon brings
 * `styled`, MUI's default theme (built at import) and the sx system; ButtonBase the ripple; Box builds a
 * second default theme. Within one stage, the header's modules would be a single long task.
 */
const stages: (() => Promise<unknown>)[] = [
  () => import(/* webpackChunkName: "app" */ 'react-dom/client'),
  () => import(/* webpackChunkName: "app" */ '@emotion/react'),
  () => import(/* webpackChunkName: "app" */ './theme/theme'),
  () => import(/* webpackChunkName: "app" */ '@mui/material/SvgIcon'),
  () => import(/* webpackChunkName: "app" */ '@mui/material/ButtonBase'),
  () => import(/* webpackChunkName: "app" */ '@mui/material/Button'),
  () => import(/* webpackChunkName: "app" */ '@mui/material/Box'),
  () => import(/* webpackChunkName: "app" */ './lib/rtk-query'),
  () => import(/* webpackChunkName: "app" */ './lib/base-api'),
  () => import(/* webpackChunkName: "app" */ './app/store'),
  () => import(/* webpackChunkName: "app" */ './app/layout/nav-dropdown'),
  () => import(/* webpackChunkName: "app" */ './features/auth/components/account-control'),
  () => import(/* webpackChunkName: "app" */ './app/layout/header'),
  () => import(/* webpackChunkName: "app" */ './app/routes'),
  () => import(/* webpackChunkName: "app" */ './app/provider'),
];

async function boot(root: HTMLElement) {
  await firstViewShown();
  for (const [index, stage] of stages.entries()) {
    await stage();
    await yieldToBrowser();
    // The first stage has brought the app's chunks: the route's code now downloads while the app is
    // evaluated, rather than after it, and the app's own download had the bandwidth to itself.
    if (index === 0) {
      preloadRouteCode(root);
      await yieldToBrowser();
    }
  }
  const { start } = await import(/* webpackChunkName: "app" */ './app/start');
  await start(root);
}

// The raw runtime configuration: the app validates it (and reports a broken one) when it starts.
const { apiBaseUrl } = (window.__APP_CONFIG__ ?? {}) as { apiBaseUrl?: unknown };
if (typeof apiBaseUrl === 'string') preloadBackendData(container, apiBaseUrl);
void boot(container);
