/**
 * What a route needs at start-up, declared once on the route in the route table (`src/app/route-table.tsx`,
 * as its `handle`), and everything derived from it: which paths are prerendered, the files each page's
 * entry preloads (`data-code`), the backend reads each page is prerendered with or preloads
 * (`data-preload`), the pages of a route with a parameter, and the budget of each route's code. The
 * functions take the table, so the table's module and this one do not import each other.
 */
import { matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

/**
 * A route's start-up needs: its `handle` in the route table. `Read` names a backend read: the table names
 * them, `renderer/page/route-data.ts` defines them (the queries, which only the prerender runs, stay out of the
 * table and so out of the browser's first load).
 */
export type RouteNeeds<Read extends string = string> = {
  /**
   * The chunk group of the route's lazy module (`page('route-x', …)` in the table names it once). The
   * prerender preloads its files from a page of the route, and the budget script weighs them.
   */
  chunk?: string;
  /** The most the chunk's own code may weigh, gzip, beyond the shell (default `DEFAULT_ROUTE_BUDGET_KB`). */
  budgetKb?: number;
  /** `false`: neither the route nor its children are prerendered (signed-in pages, the sign-in callback). */
  prerender?: false;
  /**
   * A route with a parameter that the browser renders (it reads its address's data there) but whose page
   * is public: the build prerenders it once as its frame, the page before the address is read (inside
   * `ClientFrame`), and every address of the route is answered with that instead of the generic shell.
   */
  frame?: true;
  /**
   * For a frame: what its page asks the backend for its address, so the entry asks for it from the address
   * itself, before any app code runs. `path` is the backend path with the route's parameters as `:name`, and
   * `params` the form each must have for the page to ask at all (any other address preloads nothing).
   */
  addressRead?: AddressRead;
  /** What the page reads from the backend as soon as it shows: its snapshot, or the entry's preloads. */
  data?: readonly Read[];
  /**
   * For a route with a parameter: one page per item of this read (one of its `data`); a read of its `data`
   * that is of one item (an article) is read for each page.
   */
  pagesPerItemOf?: Read;
};

/**
 * The backend reads a route's needs may name. The renderer defines each (`renderer/page/route-data.ts`, which
 * must define exactly these); the browser app only names them.
 */
export type ReadName =
  | 'events'
  | 'textTestimonials'
  | 'videoTestimonials'
  | 'certificates'
  | 'courses'
  | 'instructors'
  | 'articles'
  | 'article'
  | 'newsletters'
  | 'rProgrammingWebinars'
  | 'executiveCoachingWebinars';

/** A frame's backend read for its address (`RouteNeeds.addressRead`). */
export type AddressRead = { path: string; params: Readonly<Record<string, RegExp>> };

export const DEFAULT_ROUTE_BUDGET_KB = 60;

/** A route's needs: its handle. */
export const needsOf = (route: RouteObject): RouteNeeds => (route.handle ?? {}) as RouteNeeds;

const join = (base: string, path: string) =>
  path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`.replace(/\/+/g, '/');

/** Which paths of the route table are written as pages, and which the browser alone renders. */
export type RouteInventory = {
  /** Paths without parameters, each prerendered into its own HTML file (redirects included, as redirects). */
  pages: string[];
  /** Patterns (`/course/:courseId`) served with the app shell and rendered in the browser. */
  clientOnly: string[];
  /** Those of them prerendered once as a frame of their own (`frame: true`), served instead of the shell. */
  frames: string[];
};

/**
 * Walks the route table: every route with a path (or an index) is a page unless it has a parameter or sits
 * under a route that says `prerender: false`.
 */
export function routeInventory(table: readonly RouteObject[]): RouteInventory {
  const pages = new Set<string>();
  const clientOnly = new Set<string>();
  const frames = new Set<string>();
  const walk = (list: readonly RouteObject[], base: string, prerendered: boolean) => {
    for (const route of list) {
      const path = route.path === undefined ? base : join(base, route.path);
      const allowed = prerendered && needsOf(route).prerender !== false;
      if (route.children) walk(route.children, path, allowed);
      if (!route.index && route.path === undefined) continue;
      if (path.includes('*')) continue;
      if (!allowed || path.includes(':')) {
        clientOnly.add(path);
        if (allowed && needsOf(route).frame) frames.add(path);
      } else pages.add(path);
    }
  };
  walk(table, '/', true);
  return { pages: [...pages], clientOnly: [...clientOnly], frames: [...frames] };
}

/** Every route of the table with its full path (a pathless layout route has its parent's). */
function flatten(table: readonly RouteObject[], base = '/'): { path: string; route: RouteObject }[] {
  return table.flatMap((route) => {
    const path = route.path === undefined ? base : join(base, route.path);
    return [{ path, route }, ...(route.children ? flatten(route.children, path) : [])];
  });
}

/** The needs of the routes that render `pathname`, outermost first (none when nothing matches). */
export function matchedNeeds(table: readonly RouteObject[], pathname: string): RouteNeeds[] {
  return (matchRoutes([...table], pathname) ?? []).map(({ route }) => needsOf(route));
}

/** The chunk groups of a page whose matched routes have `needs`, outermost first: what its entry preloads. */
export const chunksOf = (needs: readonly RouteNeeds[]): string[] => needs.flatMap(({ chunk }) => chunk ?? []);

/** The backend reads, by name, of a page whose matched routes have `needs`. */
export const readsOf = (needs: readonly RouteNeeds[]): string[] => needs.flatMap(({ data }) => data ?? []);

/** The chunk groups of the page at `pathname`, outermost first. */
export const routeChunks = (table: readonly RouteObject[], pathname: string): string[] =>
  chunksOf(matchedNeeds(table, pathname));

/** The backend reads of the page at `pathname`, by name. */
export const routeReads = (table: readonly RouteObject[], pathname: string): string[] =>
  readsOf(matchedNeeds(table, pathname));

/** A route with a parameter that is prerendered once for each item of one of its reads. */
export type DataRouteFamily = { pattern: string; reads: readonly string[]; pagesPerItemOf: string };

/** The table's routes with a parameter whose pages come from their data (the course pages). */
export const dataRouteFamilies = (table: readonly RouteObject[]): DataRouteFamily[] =>
  flatten(table).flatMap(({ path, route }) => {
    const { data = [], pagesPerItemOf } = needsOf(route);
    return pagesPerItemOf ? [{ pattern: path, reads: data, pagesPerItemOf }] : [];
  });

/** A lazily loaded route's code: its chunk group, the path that renders it, and its budget. */
export type RouteCode = { chunk: string; path: string; budgetKb: number };

/** Every named chunk of the table (once, at its first path), with its budget. */
export function routeCode(table: readonly RouteObject[]): RouteCode[] {
  const code = new Map<string, RouteCode>();
  for (const { path, route } of flatten(table)) {
    const { chunk, budgetKb = DEFAULT_ROUTE_BUDGET_KB } = needsOf(route);
    if (chunk && !code.has(chunk)) code.set(chunk, { chunk, path, budgetKb });
  }
  return [...code.values()];
}

/**
 * What the entry of a frame needs to preload its address's read (`addressRead` of one of `needs`), as the
 * prerender writes it on #root: a regular expression the address must match, whose named groups are the
 * route's parameters in the form the page asks for (a trailing slash allowed), and the backend path to
 * fill from them, separated by a space. Null when the frame reads nothing for its address.
 */
export function addressPreloadOf(pattern: string, needs: readonly RouteNeeds[]): string | null {
  const read = needs.find((need) => need.addressRead)?.addressRead;
  if (!read) return null;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const address = pattern
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return escape(segment);
      const name = segment.slice(1);
      const form = read.params[name];
      if (!form) throw new Error(`addressRead of ${pattern} gives no form for the parameter "${name}"`);
      return `(?<${name}>${form.source.replace(/^\^/, '').replace(/\$$/, '')})`;
    })
    .join('/');
  return `^${address}/?$ ${read.path}`;
}
