/**
 * Step 2 of the start-up (entry.ts), and the attributes the prerender writes on `#root` for the entry.
 */

/** Set on #root when the prerender wrote the page's markup into it: the app hydrates it. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The attribute of the prerendered #root that lists the page's backend paths, separated by spaces. */
export const PRELOAD_ATTRIBUTE = 'data-preload';

/** The backend address of a path, joined to the base the way RTK Query's fetchBaseQuery joins them. */
export const backendUrl = (apiBaseUrl: string, path: string): string =>
  `${apiBaseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

/** The entries of a space-separated list the prerender wrote on `root`. */
const listedIn = (root: Element, attribute: string) =>
  (root.getAttribute(attribute) ?? '').split(' ').filter(Boolean);

/** Adds `<link rel="preload" as href>`, with any further attributes, to the document's head. */
function preload(href: string, as: 'fetch' | 'script', attributes: Record<string, string>) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  link.href = href;
  document.head.appendChild(link);
}

/**
 * Asks for the page's backend data while the app's scripts are still downloading: one preload per path
 * that `root` lists, which the page's own queries then take over (same address, CORS mode and credentials
 * as RTK Query's `fetch`). A data page's cards would otherwise be requested only once React, MUI and the
 * route had run; now the data, and the images it names, come over a connection that is already open.
 */
export function preloadBackendData(root: Element, apiBaseUrl: string): void {
  for (const path of listedIn(root, PRELOAD_ATTRIBUTE)) {
    preload(backendUrl(apiBaseUrl, path), 'fetch', { crossorigin: 'anonymous' });
  }
}

/** The attribute of the prerendered #root that lists the script files of the page's route, by space. */
export const CODE_ATTRIBUTE = 'data-code';

/**
 * Asks for the route's own scripts while the app is still being evaluated (the entry calls it once the
 * app's chunks have arrived): webpack would otherwise request them only after React, MUI and the app had
 * been evaluated, stage by stage. The script tags webpack adds later take the preloaded files over (same
 * address, no CORS mode). Low priority: whatever else the page is fetching comes first.
 */
export function preloadRouteCode(root: Element): void {
  for (const file of listedIn(root, CODE_ATTRIBUTE)) preload(file, 'script', { fetchpriority: 'low' });
}
