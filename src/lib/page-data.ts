/**
 * The data a prerendered page was rendered from, embedded in its HTML as RTK Query state (the api slice's
 * queries and the tags they provide). The browser restores it into the store before it hydrates, so its
 * first render is the prerendered one; then it asks the backend again and updates the page in place.
 */
import { createAction } from '@reduxjs/toolkit';

/** The id of the `<script type="application/json">` element that holds a page's data (never executed). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** The part of the api slice's state that a page embeds: enough for RTK Query's rehydration. */
export type RestoredApiState = {
  queries: Record<string, unknown>;
  mutations: Record<string, unknown>;
  provided: { tags: Record<string, Record<string, string[]>>; keys: Record<string, unknown> };
};

export type PageData = {
  /** When the backend was read (ISO 8601): how old the page's cards are before the browser revalidates. */
  takenAt: string;
  api: RestoredApiState;
};

/**
 * What a page that shows a query's answer reads of it (RTK Query's `selectFromResult`): the data, or the
 * error, and whether a request is under way while it has neither (its skeleton, or Retry's). It then
 * re-renders when the answer changes, not each time the page's revalidation starts and ends: that request
 * starts in the effects of the hydration, and the store's subscribers re-render synchronously, so a whole
 * list rendered again there is one long task that holds up the visitor's first tap.
 */
export const answerOnly = <
  Result extends { data?: unknown; isError: boolean; error?: unknown; isFetching: boolean },
>({
  data,
  isError,
  error,
  isFetching,
}: Result) => ({
  data: data as Result['data'],
  isError,
  error: error as Result['error'],
  isFetching: data === undefined && isFetching,
});

/**
 * Query options for data a page may be prerendered with: the page shows the cached answer at once (the
 * snapshot it was rendered from, or the last answer) and asks the backend again each time it shows, then
 * updates in place; with `selectFromResult: answerOnly` beside it (in an object written at the call, so
 * that TypeScript infers the answer's type), it renders again only if the answer changed. The request
 * starts in the query's effect, so only once that part of the page has hydrated: an answer that arrived
 * earlier would make hydration render something else than the HTML.
 */
export const revalidateOnShow = { refetchOnMountOrArgChange: true } as const;

/** The page's embedded data has been put into the store, before hydration (RTK Query's rehydration). */
export const pageDataRestored = createAction<PageData>('pageData/restored');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The embedded data if it has the expected shape, else null (the page then loads its data as usual). */
export function parsePageData(text: string): PageData | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.takenAt !== 'string' || !isRecord(value.api)) return null;
  const { queries, mutations, provided } = value.api;
  if (!isRecord(queries) || !isRecord(mutations) || !isRecord(provided)) return null;
  if (!isRecord(provided.tags) || !isRecord(provided.keys)) return null;
  return value as PageData;
}

/** Reads the data the prerender embedded in `document`, or null on a page without (or with broken) data. */
export function readPageData(document: Document): PageData | null {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  return element?.textContent ? parsePageData(element.textContent) : null;
}

/**
 * The element that embeds `data` in a page. `<` is written as its JSON escape, so no text from the backend
 * can close the element; a JSON type is data, never run, which the Content-Security-Policy allows.
 */
export function pageDataElement(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}
