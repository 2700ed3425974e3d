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

import type { FeedArticle } from '../blog-feed';

import { inKeyOrder } from './embedded-state';
import { readNamed, readPaths, readsNamed } from './route-data';
import type { DataRead } from './route-data';
import { pageShareImages } from './share-image-content';
import type { ShareImage } from './share-image-content';
import { structuredData } from './structured-data';
import type { StructuredData } from './structured-data';
import { styleSampleOf } from './style-samples';

import { composedLayers, createEmotionCache, styleTags } from '@/app/emotion-cache';
import { AppShell } from '@/app/layout/app-shell';
import { mainNavSheet } from '@/app/layout/main-nav-sheet';
import { PageLoading } from '@/app/layout/page-loading';
import { AppProvider } from '@/app/provider';
import {
  addressPreloadOf,
  chunksOf,
  dataRouteFamilies,
  needsOf,
  readsOf,
  routeChunks,
  routeCode as routeCodeOf,
  routeInventory as routeInventoryOf,
  routeReads,
} from '@/app/route-needs';
import type { RouteCode, RouteInventory } from '@/app/route-needs';
import { routes } from '@/app/route-table';
import { routerReady } from '@/app/router';
import { makeStore } from '@/app/store';
import type { AppStore } from '@/app/store';
import { resourcesApi } from '@/features/marketing/resources/api';
import { blogsCopy } from '@/features/marketing/resources/blogs-content';
import { errorMessage } from '@/lib/api-error';
import { baseApi } from '@/lib/base-api';
import { ClientFrame } from '@/lib/loading/client-frame';
import { pageDataRestored } from '@/lib/page-data';
import type { PageData } from '@/lib/page-data';
import { site } from '@/lib/site';

export { provideConfig } from '@/lib/config';
export { pageDataElement } from '@/lib/page-data';
export { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImagePath } from './share-image-content';

/** A path no route but the catch-all matches: the not-found page is rendered at it. */
export const NOT_FOUND_PROBE = '/__prerender-not-found__';

/** Which paths of the route table are written as pages, and which the browser alone renders. */
export const routeInventory = (table: RouteObject[] = routes): RouteInventory => routeInventoryOf(table);

/** Each lazily loaded route's chunk group and budget, for scripts/bundle-budget.ts. */
export const routeCode = (table: RouteObject[] = routes): RouteCode[] => routeCodeOf(table);

/** The chunk groups of the page at `pathname`, outermost first. */
export const pageChunks = (pathname: string, table: RouteObject[] = routes): string[] =>
  routeChunks(table, pathname);

/** What search engines and link previews read about a page beside its markup. */
export type PageMeta = {
  /** The page's own name: its title without the brand. */
  name: string;
  description: string;
  /** Its JSON-LD blocks. */
  structuredData: StructuredData[];
  /** Its share pictures, its own first. */
  images: ShareImage[];
};

export type RenderedPage =
  | {
      kind: 'page';
      /** The markup of #root. */
      html: string;
      /** The page's <title>, <meta> and <link> elements React hoists to <head>. */
      head: string;
      /** <style data-emotion> elements with the CSS this markup uses, and the header navigation's static rules. */
      styles: string;
      /** The backend paths the page reads first, for the entry script to preload (none when it holds its data). */
      preload: readonly string[];
      /** The chunk groups of the page's lazy routes (their handles' `chunk`), outermost first. */
      chunks: readonly string[];
      /** A frame's read of its address, for the entry to preload (`addressPreloadOf`); absent elsewhere. */
      addressPreload?: string;
      /** The data it was rendered with, to embed (`pageDataElement`), or null. */
      data: PageData | null;
      meta: PageMeta;
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
  store: AppStore = makeStore(undefined, { storage: null }),
  styleSample: ReactNode = null,
): Promise<{ html: string; head: string; styles: string }> {
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const failures: unknown[] = [];
  const render = async (node: ReactNode) => {
    const { prelude } = await prerender(
      <StrictMode>
        <AppProvider store={store} emotionCache={cache}>
          {node}
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
    return new Response(prelude).text();
  };
  let markup = '';
  try {
    markup = await render(tree);
    // Its markup is dropped: what it leaves is its styles in the cache, written below as composed layers.
    if (styleSample !== null) await render(styleSample);
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
  // The styles the markup does not name (composed layers, the page's style sample) follow the critical ones.
  // The header's navigation is styled by static rules the app's code does not carry (main-nav-sheet.ts).
  const styles = `${styleTags([...critical, ...composedLayers(cache, critical)])}<style>${mainNavSheet}</style>`;
  return { html, head, styles };
}

/** The outcome of reading a data page's data: the data, or why it could not be read. */
export type DataOutcome = { data: PageData; failure?: undefined } | { data: null; failure: string };

type ReadOptions = {
  /** How long the backend may take, all reads together. */
  timeoutMs?: number;
  now?: () => Date;
};

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Reads `reads` from the backend in a store of their own (RTK Query's server-rendering route: each query's
 * `initiate`, then `getRunningQueriesThunk`) and returns that store's api state to embed. All or nothing:
 * one failed read and the page holds none of its data, so it is never half prerendered.
 */
async function readData(
  reads: readonly DataRead[],
  { timeoutMs = DEFAULT_TIMEOUT_MS, now = () => new Date() }: ReadOptions,
  pathname = '',
): Promise<DataOutcome & { store: AppStore }> {
  const store = makeStore(undefined, { storage: null });
  const started = reads.flatMap((read) =>
    read.query
      ? [
          {
            path: typeof read.path === 'string' ? read.path : read.path(pathname),
            result: read.query(store.dispatch, pathname),
          },
        ]
      : [],
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const settled = Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
  const outcome = await Promise.race([settled, timedOut]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    // Aborts what is still running (and forgets the cache's timers, which would keep Node alive).
    store.dispatch(baseApi.util.resetApiState());
    return { store, data: null, failure: `the backend did not answer within ${timeoutMs / 1000} s` };
  }
  const failures: string[] = [];
  for (const { path, result } of started) {
    const state = await result;
    if (state.isError) failures.push(`${path}: ${errorMessage(state.error)}`);
  }
  if (failures.length > 0) return { store, data: null, failure: failures.join('; ') };
  const { queries, provided } = store.getState().api;
  return {
    store,
    data: { takenAt: now().toISOString(), api: inKeyOrder({ queries, mutations: {}, provided }) },
  };
}

/** Reads the data the page at `pathname` is prerendered with, or says why it could not (none to read: null). */
export async function readRouteData(
  pathname: string,
  options: ReadOptions = {},
): Promise<DataOutcome | null> {
  const reads = readsNamed(routeReads(routes, pathname));
  if (!reads.some((read) => read.query)) return null;
  const { store, ...outcome } = await readData(reads, options, pathname);
  store.dispatch(baseApi.util.resetApiState());
  return outcome;
}

/**
 * The blog's feed from a page's data that holds the published articles (the article pages' family): its
 * title and articles, or null when the data holds no list of articles.
 */
export function blogFeedOf(data: PageData): { title: string; articles: FeedArticle[] } | null {
  const store = makeStore(undefined, { storage: null });
  try {
    store.dispatch(pageDataRestored(data));
    const articles = resourcesApi.endpoints.getArticles.select(undefined)(store.getState()).data;
    return articles ? { title: blogsCopy.feedTitle, articles } : null;
  } finally {
    store.dispatch(baseApi.util.resetApiState());
  }
}

/**
 * A route with a parameter prerendered for each item of its data (the course pages, the articles): its pages
 * and their data, the family's own or, when a read is of one item (`perPage`), each page's (`pageData`).
 */
export type FamilyPages = DataOutcome & {
  pattern: string;
  pages: string[];
  pageData?: Record<string, DataOutcome>;
};

/** Reads the data of each data route family and the pages it makes (none when the data cannot be read). */
export async function readFamilyPages(options: ReadOptions = {}): Promise<FamilyPages[]> {
  const families: FamilyPages[] = [];
  for (const family of dataRouteFamilies(routes)) {
    const reads = readsNamed(family.reads);
    const { store, ...outcome } = await readData(
      reads.filter((read) => !read.perPage),
      options,
    );
    const pages = outcome.data ? (readNamed(family.pagesPerItemOf).pages?.(store.getState()) ?? []) : [];
    store.dispatch(baseApi.util.resetApiState());
    let pageData: Record<string, DataOutcome> | undefined;
    if (outcome.data && reads.some((read) => read.perPage)) {
      pageData = {};
      for (const page of pages) {
        const { store: own, ...read } = await readData(reads, options, page);
        own.dispatch(baseApi.util.resetApiState());
        pageData[page] = read;
      }
    }
    families.push({ ...outcome, pattern: family.pattern, pages, ...(pageData ? { pageData } : {}) });
  }
  return families;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name] ?? '');

/** The page's name and description, as the head React rendered says them. */
function headFacts(head: string): { name: string; description: string } {
  const title = decode(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? site.name);
  const description = decode(/<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? '');
  const suffix = ` | ${site.name}`;
  return { name: title.endsWith(suffix) ? title.slice(0, -suffix.length) : title, description };
}

type RenderOptions = {
  /** The data to render the page with (`readRouteData`); without it a data page shows its skeletons. */
  data?: PageData | null;
  /** The site's canonical origin, for the structured data's addresses. */
  siteOrigin?: string;
  table?: RouteObject[];
};

/** A memory router at `url` with its lazy routes loaded; `what` names it if one of them failed to load. */
async function loadedRouter(table: RouteObject[], url: string, what: string) {
  const router = createMemoryRouter(table, { initialEntries: [url] });
  await routerReady(router);
  const { errors } = router.state;
  if (errors) {
    router.dispose();
    const error = Object.values(errors)[0] as unknown;
    throw new PrerenderError(
      `${what} failed to load: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return router;
}

/**
 * Renders the route at `url` as the browser's first render will: a fresh store, no persisted state, and
 * the page's data restored as the browser restores it before hydrating.
 */
export async function renderPage(
  url: string,
  { data = null, siteOrigin = '', table = routes }: RenderOptions = {},
): Promise<RenderedPage> {
  const router = await loadedRouter(table, url, `The route ${url}`);
  const { location } = router.state;
  const reached = `${location.pathname}${location.search}`;
  if (reached !== url) return { kind: 'redirect', location: reached };
  // The router has matched the page's routes: their needs say its code and its backend reads.
  const needs = router.state.matches.map(({ route }) => needsOf(route));
  const store = makeStore(undefined, { storage: null });
  if (data) store.dispatch(pageDataRestored(data));
  try {
    const rendered = await renderToHtml(
      <RouterProvider router={router} />,
      url,
      store,
      styleSampleOf(location.pathname),
    );
    const { name, description } = headFacts(rendered.head);
    const state = store.getState();
    return {
      kind: 'page',
      ...rendered,
      preload: data ? [] : readPaths(readsOf(needs), location.pathname),
      chunks: chunksOf(needs),
      data,
      meta: {
        name,
        description,
        structuredData: structuredData({ pathname: location.pathname, siteOrigin, name, state }),
        images: pageShareImages(location.pathname, { name, description }, state),
      },
    };
  } finally {
    // Restored queries start the cache's removal timers, which would keep Node running for a minute.
    store.dispatch(baseApi.util.resetApiState());
    router.dispose();
  }
}

/**
 * The frame of a client-only route that has one (`frame: true`, e.g. `/verify/:certificateId`): its page as it
 * shows before the browser reads the address (`ClientFrame`), with the route's code for the entry to preload.
 * Served for every address of the pattern and rendered over, not hydrated, as the shell is.
 */
export async function renderClientFrame(
  pattern: string,
  table: RouteObject[] = routes,
): Promise<RenderedPage> {
  // Any address of the pattern: the page leaves out what the parameter decides.
  const url = pattern.replace(/:([^/]+)/g, '_$1');
  const router = await loadedRouter(table, url, `The frame of ${pattern}`);
  const needs = router.state.matches.map(({ route }) => needsOf(route));
  if (!needs.some((need) => need.frame)) {
    throw new PrerenderError(`${url} is not rendered by a route with a frame (${pattern}).`);
  }
  const addressPreload = addressPreloadOf(pattern, needs);
  try {
    const rendered = await renderToHtml(
      <ClientFrame value>
        <RouterProvider router={router} />
      </ClientFrame>,
      `the frame of ${pattern}`,
    );
    return {
      kind: 'page',
      ...rendered,
      preload: [],
      chunks: chunksOf(needs),
      ...(addressPreload === null ? {} : { addressPreload }),
      data: null,
      meta: { ...headFacts(rendered.head), structuredData: [], images: [] },
    };
  } finally {
    router.dispose();
  }
}

/** The frame for pages the browser alone renders: header, a loading indicator, footer. */
export async function renderAppShell(): Promise<RenderedPage> {
  // What it frames is signed in, a sign-in callback or a course the build did not know: not for an index.
  const loading = (
    <>
      <meta name="robots" content="noindex" />
      <PageLoading />
    </>
  );
  const router = createMemoryRouter(
    [{ element: <AppShell />, children: [{ path: '*', element: loading }] }],
    {
      initialEntries: ['/'],
    },
  );
  try {
    const rendered = await renderToHtml(<RouterProvider router={router} />, 'the app shell');
    return {
      kind: 'page',
      ...rendered,
      preload: [],
      chunks: [],
      data: null,
      meta: { ...headFacts(rendered.head), structuredData: [], images: [] },
    };
  } finally {
    router.dispose();
  }
}
