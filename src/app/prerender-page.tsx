/**
 * Node only (compiled by webpack for the prerender step, never part of the browser bundle): renders one
 * route of the site to HTML with React's static API, which waits for lazy modules and Suspense before it
 * writes anything, plus the critical CSS that markup uses.
 */
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

import { composedLayers, createEmotionCache, styleTags } from './emotion-cache';
import { AppShell } from './layout/app-shell';
import { PageLoading } from './layout/page-loading';
import { AppProvider } from './provider';
import { routeDataPaths } from './route-data';
import { routerReady } from './router';
import { routes } from './routes';
import type { PrerenderHandle } from './routes';
import { makeStore } from './store';

/** A path no route but the catch-all matches: the not-found page is rendered at it. */
export const NOT_FOUND_PROBE = '/__prerender-not-found__';

/** Which paths of the route table are written as pages, and which the browser alone renders. */
export type RouteInventory = {
  /** Paths without parameters, each prerendered into its own HTML file (redirects included, as redirects). */
  pages: string[];
  /** Patterns (`/course/:courseId`) served with the app shell and rendered in the browser. */
  clientOnly: string[];
};

const join = (base: string, path: string) =>
  path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`.replace(/\/+/g, '/');

/**
 * Walks the route table: every route with a path (or an index) is a page unless it has a parameter or sits
 * under a route marked `handle: { prerender: false }` (the signed-in pages, the sign-in callback).
 */
export function routeInventory(table: RouteObject[] = routes): RouteInventory {
  const pages = new Set<string>();
  const clientOnly = new Set<string>();
  const walk = (list: RouteObject[], base: string, prerendered: boolean) => {
    for (const route of list) {
      const path = route.path === undefined ? base : join(base, route.path);
      const allowed = prerendered && (route.handle as PrerenderHandle | undefined)?.prerender !== false;
      if (route.children) walk(route.children, path, allowed);
      if (!route.index && route.path === undefined) continue;
      if (path.includes('*')) continue;
      if (!allowed || path.includes(':')) clientOnly.add(path);
      else pages.add(path);
    }
  };
  walk(table, '/', true);
  return { pages: [...pages], clientOnly: [...clientOnly] };
}

export type RenderedPage =
  | {
      kind: 'page';
      /** The markup of #root. */
      html: string;
      /** The page's <title>, <meta> and <link> elements React hoists to <head>. */
      head: string;
      /** <style data-emotion> elements with the CSS this markup uses. */
      styles: string;
      /** The backend paths the page reads first, for the entry script to preload. */
      preload: readonly string[];
      /** The chunk groups of the page's lazy routes (their handles' `chunk`), outermost first. */
      chunks: readonly string[];
    }
  | { kind: 'redirect'; location: string };

/** Raised when a route cannot be rendered in Node; the message names the route. */
export class PrerenderError extends Error {
  override name = 'PrerenderError';
}

const HOISTED = /<(title)\b[^>]*>[\s\S]*?<\/title>|<(meta|link)\b[^>]*\/?>/gi;

async function renderToHtml(
  tree: ReactNode,
  url: string,
): Promise<{ html: string; head: string; styles: string }> {
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const failures: unknown[] = [];
  const store = makeStore(undefined, { storage: null });
  let markup = '';
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <AppProvider store={store} emotionCache={cache}>
          {tree}
        </AppProvider>
      </StrictMode>,
      {
        // Never outline a large Suspense boundary into a later chunk: that needs an inline script to move it.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Errors inside a Suspense boundary arrive here (React would leave that part to the browser).
        onError(error) {
          failures.push(error);
        },
      },
    );
    markup = await new Response(prelude).text();
  } catch (error) {
    // An error outside every Suspense boundary rejects the whole render.
    failures.push(error);
  }
  if (failures.length > 0) {
    const [first] = failures;
    const reason = first instanceof Error ? (first.stack ?? first.message) : String(first);
    throw new PrerenderError(`The page at ${url} cannot be rendered in Node: ${reason}`);
  }
  // React writes hoistable elements (title, meta, link) ahead of the markup; they belong in <head>.
  const head = (markup.match(HOISTED) ?? []).join('');
  const html = markup.replace(HOISTED, '');
  const critical = emotion.extractCriticalToChunks(html).styles;
  const styles = styleTags([...critical, ...composedLayers(cache, critical)]);
  return { html, head, styles };
}

/** Renders the route at `url` as the browser's first render will: a fresh store, no persisted state. */
export async function renderPage(url: string, table: RouteObject[] = routes): Promise<RenderedPage> {
  const router = createMemoryRouter(table, { initialEntries: [url] });
  await routerReady(router);
  const { location, errors } = router.state;
  if (errors) {
    const error = Object.values(errors)[0] as unknown;
    throw new PrerenderError(
      `The route ${url} failed to load: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const reached = `${location.pathname}${location.search}`;
  if (reached !== url) return { kind: 'redirect', location: reached };
  const chunks = router.state.matches.flatMap(
    ({ route }) => (route.handle as PrerenderHandle | undefined)?.chunk ?? [],
  );
  try {
    return {
      kind: 'page',
      ...(await renderToHtml(<RouterProvider router={router} />, url)),
      preload: routeDataPaths(location.pathname),
      chunks,
    };
  } finally {
    router.dispose();
  }
}

/** The frame for pages the browser alone renders: header, a loading indicator, footer. */
export async function renderAppShell(): Promise<RenderedPage> {
  const router = createMemoryRouter(
    [{ element: <AppShell />, children: [{ path: '*', element: <PageLoading /> }] }],
    {
      initialEntries: ['/'],
    },
  );
  try {
    return {
      kind: 'page',
      ...(await renderToHtml(<RouterProvider router={router} />, 'the app shell')),
      preload: [],
      chunks: [],
    };
  } finally {
    router.dispose();
  }
}
