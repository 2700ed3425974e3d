import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';

import { AppProvider } from '@/app/provider';
import { routes } from '@/app/route-table';
import { routerReady } from '@/app/router';
import { makeStore } from '@/app/store';
import { HydratingPrerenderedPage } from '@/lib/loading/hydrating-page';

/** The app at `route` once its lazy route modules have loaded, as the build and the browser render it. */
async function appAt(route: string) {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  await routerReady(router);
  return (
    <AppProvider store={makeStore(undefined, { storage: null })}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

/** The HTML of #root the build writes for `route`, its lazy parts (the footer) loaded. */
export async function prerenderedHtml(route: string): Promise<string> {
  // The build's static API waits for the lazy parts before it writes; here a first render starts loading
  // them and the second finds them loaded.
  renderToString(await appAt(route));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return renderToString(await appAt(route));
}

/**
 * A page as the browser gets it: rendered to HTML as the build does, then hydrated as
 * `src/app/boot/start.tsx` does. Calls `between` after the HTML is in the document and before hydration
 * (reset counters there: what renders after it is what the browser runs). Returns the recoverable errors
 * (a hydration mismatch is one).
 */
export async function hydratePrerendered(route: string, between: () => void = () => undefined) {
  const root = document.createElement('div');
  root.innerHTML = await prerenderedHtml(route);
  document.body.append(root);
  const app = await appAt(route);
  between();
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(root, <HydratingPrerenderedPage value>{app}</HydratingPrerenderedPage>, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return { root, recoverable };
}
