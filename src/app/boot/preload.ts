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
 * that `root` lists, and for a frame the read of its address (`pathname`), which the page's own queries then
 * take over (same address, CORS mode and credentials
 * as RTK Query's `fetch`). A data page's cards would otherwise be requested only once React, MUI and the
 * route had run; now the data, and the images it names, come over a connection that is already open.
 */
export function preloadBackendData(root: Element, apiBaseUrl: string, pathname: string): void {
  const addressRead = addressReadPath(root, pathname);
  for (const path of [...listedIn(root, PRELOAD_ATTRIBUTE), ...(addressRead ? [addressRead] : [])]) {
    preload(backendUrl(apiBaseUrl, path), 'fetch', { crossorigin: 'anonymous' });
  }
}

/**
 * The attribute of a prerendered frame's #root (a page the browser renders for its address, such as a
 * certificate's) with what its page reads for the address: the address's pattern, whose named groups are the
 * parameters, and the backend path with `:name` for each, separated by a space (`addressPreloadOf`).
 */
export const ADDRESS_PRELOAD_ATTRIBUTE = 'data-address-preload';

/**
 * The backend path a frame's page will ask for at `pathname`, its parameters filled in and encoded as the
 * page's own request encodes them; null when the frame reads nothing for its address or the address is not
 * in the form the page asks for (so no preload goes unused).
 */
export function addressReadPath(root: Element, pathname: string): string | null {
  const spec = root.getAttribute(ADDRESS_PRELOAD_ATTRIBUTE) ?? '';
  const gap = spec.lastIndexOf(' ');
  if (gap < 0) return null;
  const groups = new RegExp(spec.slice(0, gap)).exec(pathname)?.groups;
  if (!groups) return null;
  return spec.slice(gap + 1).replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(groups[name] ?? ''));
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
