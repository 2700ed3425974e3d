/** The attribute of the prerendered #root that lists the page's backend paths, separated by spaces. */
export const PRELOAD_ATTRIBUTE = 'data-preload';

/** The backend address of a path, joined to the base the way RTK Query's fetchBaseQuery joins them. */
export const backendUrl = (apiBaseUrl: string, path: string): string =>
  `${apiBaseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

/**
 * Asks for the page's backend data while the app's scripts are still downloading: one preload per path
 * that `root` lists, which the page's own queries then take over (same address, CORS mode and credentials
 * as RTK Query's `fetch`). A data page's cards would otherwise be requested only once React, MUI and the
 * route had run; now the data, and the images it names, come over a connection that is already open.
 */
export function preloadBackendData(root: Element, apiBaseUrl: string): void {
  const listed = root.getAttribute(PRELOAD_ATTRIBUTE)?.split(' ') ?? [];
  for (const path of listed.filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = backendUrl(apiBaseUrl, path);
    document.head.appendChild(link);
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
  const listed = root.getAttribute(CODE_ATTRIBUTE)?.split(' ') ?? [];
  for (const file of listed.filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.setAttribute('fetchpriority', 'low');
    link.href = file;
    document.head.appendChild(link);
  }
}
