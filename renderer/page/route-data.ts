/**
 * The backend reads of the data pages, which the route table names on their routes (`data` in each route's
 * needs, `src/app/route-needs.ts`): each has its address and, when the page can be prerendered with it, the
 * query the prerender reads it with. Node's side of the route table: the browser never imports it (the
 * prerender writes what the browser needs into each page), so the feature APIs stay with their routes.
 */
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { matchPath } from 'react-router-dom';

import type { ReadName } from '@/app/route-needs';
import type { AppDispatch, RootState } from '@/app/store';
import { COURSES_PATH, INSTRUCTORS_PATH, catalogueApi } from '@/features/courses/catalogue/api';
import { EVENTS_PATH, eventsApi } from '@/features/events/api';
import { CERTIFICATES_PATH, certificatesApi } from '@/features/marketing/certificates/api';
import {
  ARTICLES_PATH,
  NEWSLETTERS_PATH,
  articlePath,
  resourcesApi,
} from '@/features/marketing/resources/api';
import {
  TEXT_TESTIMONIALS_PATH,
  VIDEO_TESTIMONIALS_PATH,
  testimonialsApi,
} from '@/features/marketing/testimonials/api';
import { webinarsPath } from '@/features/webinars/api';
import { paths } from '@/lib/paths';

/** A query the prerender starts in its store: settles with the query's outcome. */
type StartedQuery = PromiseLike<{ isError: boolean; error?: FetchBaseQueryError | SerializedError }>;

/** One backend read of a data page. */
export type DataRead = {
  /**
   * The address: the entry asks for it early when the page does not hold its data; a function of the page's
   * path for a read of one item (an article's page reads its article).
   */
  path: string | ((pathname: string) => string);
  /**
   * The query the prerender reads it with, so the page is prerendered with its data (a snapshot). None for
   * data whose page depends on the clock (the webinars' status): that page is rendered in the browser.
   */
  query?: (dispatch: AppDispatch, pathname: string) => StartedQuery;
  /** The read depends on the page's path: each page of a family reads it for itself. */
  perPage?: true;
  /** For a read that lists items with pages of their own: the address of each item's page. */
  pages?: (state: RootState) => string[];
};

export const reads = {
  events: {
    path: EVENTS_PATH,
    query: (dispatch) => dispatch(eventsApi.endpoints.getEvents.initiate(undefined)),
  },
  textTestimonials: {
    path: TEXT_TESTIMONIALS_PATH,
    query: (dispatch) => dispatch(testimonialsApi.endpoints.getTextTestimonials.initiate(undefined)),
  },
  videoTestimonials: {
    path: VIDEO_TESTIMONIALS_PATH,
    query: (dispatch) => dispatch(testimonialsApi.endpoints.getVideoTestimonials.initiate(undefined)),
  },
  certificates: {
    path: CERTIFICATES_PATH,
    query: (dispatch) => dispatch(certificatesApi.endpoints.getCertificates.initiate(undefined)),
  },
  courses: {
    path: COURSES_PATH,
    query: (dispatch) => dispatch(catalogueApi.endpoints.getCatalogueCourses.initiate(undefined)),
    pages: (state) =>
      (catalogueApi.endpoints.getCatalogueCourses.select(undefined)(state).data ?? []).map((course) =>
        paths.catalogueCourse(course.id),
      ),
  },
  instructors: {
    path: INSTRUCTORS_PATH,
    query: (dispatch) => dispatch(catalogueApi.endpoints.getInstructors.initiate(undefined)),
  },
  articles: {
    path: ARTICLES_PATH,
    query: (dispatch) => dispatch(resourcesApi.endpoints.getArticles.initiate(undefined)),
    pages: (state) =>
      (resourcesApi.endpoints.getArticles.select(undefined)(state).data ?? []).map((article) =>
        paths.blogArticle(article.slug),
      ),
  },
  article: {
    path: (pathname) => articlePath(articleSlug(pathname) ?? ''),
    query: (dispatch, pathname) =>
      dispatch(resourcesApi.endpoints.getArticle.initiate(articleSlug(pathname) ?? '')),
    perPage: true,
  },
  newsletters: {
    path: NEWSLETTERS_PATH,
    query: (dispatch) => dispatch(resourcesApi.endpoints.getNewsletters.initiate(undefined)),
  },
  // The webinars' status depends on the clock: their page is rendered in the browser, its data preloaded.
  rProgrammingWebinars: { path: webinarsPath('r-programming') },
  executiveCoachingWebinars: { path: webinarsPath('executive-coaching') },
} satisfies Record<ReadName, DataRead>;

/** The read named `name` (a route's needs name it). */
export function readNamed(name: string): DataRead {
  const read = (reads as Record<string, DataRead | undefined>)[name];
  if (!read) {
    throw new Error(
      `The route table names a backend read "${name}" that renderer/page/route-data.ts does not define`,
    );
  }
  return read;
}

/** The reads named `names`. */
export const readsNamed = (names: readonly string[]): DataRead[] => names.map(readNamed);

/** The backend paths of the reads named `names` on the page at `pathname`: what it preloads without its data. */
export const readPaths = (names: readonly string[], pathname: string): string[] =>
  readsNamed(names).map((read) => (typeof read.path === 'string' ? read.path : read.path(pathname)));

const coursePattern = paths.catalogueCourse(':courseId');
const articlePattern = paths.blogArticle(':slug');

/** The article an article's page shows, from its address (`/resources/blogs/r-in-trials` -> "r-in-trials"). */
export const articleSlug = (pathname: string): string | undefined =>
  matchPath(articlePattern, pathname)?.params.slug;

/** The course a course page shows, from its address (`/c/3` -> "3"), or undefined for another page. */
export const catalogueCourseId = (pathname: string): string | undefined =>
  matchPath(coursePattern, pathname)?.params.courseId;
