import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { DataRouter } from 'react-router-dom';

import { routes } from './route-table';

/** Resolves once the router has loaded the current route's lazy modules (and followed any redirect). */
export function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The browser router over the site's route table, once the current page's code has arrived: the first
 * render is then the page itself, exactly as the prerender wrote it, never a loading fallback.
 */
export async function createAppRouter(): Promise<DataRouter> {
  const router = createBrowserRouter(routes);
  await routerReady(router);
  return router;
}

/** The router's view of the current page. */
export function AppRouter({ router }: { router: DataRouter }) {
  return <RouterProvider router={router} />;
}
