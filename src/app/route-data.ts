import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { matchPath } from 'react-router-dom';

import type { AppDispatch, RootState } from './store';

import { coursesApi } from '@/features/courses/api';
import { COURSES_PATH, INSTRUCTORS_PATH } from '@/features/courses/endpoints';
import { eventsApi } from '@/features/events/api';
import { EVENTS_PATH } from '@/features/events/endpoints';
import { certificatesApi } from '@/features/marketing/certificates/api';
import { CERTIFICATES_PATH } from '@/features/marketing/certificates/endpoints';
import { testimonialsApi } from '@/features/marketing/testimonials/api';
import { TEXT_TESTIMONIALS_PATH, VIDEO_TESTIMONIALS_PATH } from '@/features/marketing/testimonials/endpoints';
import { webinarsPath } from '@/features/webinars/endpoints';
import { paths } from '@/lib/paths';

/** A query the prerender starts in its store: settles with the query's outcome. */
type StartedQuery = PromiseLike<{ isError: boolean; error?: FetchBaseQueryError | SerializedError }>;

/** One backend read of a data page. */
export type DataRead = {
  /** The address: the entry asks for it early when the page does not hold its data. */
  path: string;
  /**
   * The query the prerender reads it with, so the page is prerendered with its data (a snapshot). None for
   * data whose page depends on the clock (the webinars' status): that page is rendered in the browser.
   */
  query?: (dispatch: AppDispatch) => StartedQuery;
};

const events: DataRead = {
  path: EVENTS_PATH,
  query: (dispatch) => dispatch(eventsApi.endpoints.getEvents.initiate(undefined)),
};
const textTestimonials: DataRead = {
  path: TEXT_TESTIMONIALS_PATH,
  query: (dispatch) => dispatch(testimonialsApi.endpoints.getTextTestimonials.initiate(undefined)),
};
const videoTestimonials: DataRead = {
  path: VIDEO_TESTIMONIALS_PATH,
  query: (dispatch) => dispatch(testimonialsApi.endpoints.getVideoTestimonials.initiate(undefined)),
};
const certificates: DataRead = {
  path: CERTIFICATES_PATH,
  query: (dispatch) => dispatch(certificatesApi.endpoints.getCertificates.initiate(undefined)),
};
const courses: DataRead = {
  path: COURSES_PATH,
  query: (dispatch) => dispatch(coursesApi.endpoints.getCatalogueCourses.initiate(undefined)),
};
const instructors: DataRead = {
  path: INSTRUCTORS_PATH,
  query: (dispatch) => dispatch(coursesApi.endpoints.getInstructors.initiate(undefined)),
};

/** What each data page reads from the backend as soon as it shows, by route. */
export const routeData: Readonly<Record<string, readonly DataRead[]>> = {
  [paths.events]: [events],
  [paths.webinars]: [{ path: webinarsPath('r-programming') }, { path: webinarsPath('executive-coaching') }],
  [paths.testimonials]: [textTestimonials, videoTestimonials],
  [paths.certificates]: [certificates],
  [paths.catalogue]: [courses],
};

/** A route with a parameter that is prerendered once for each item of its data. */
export type DataRouteFamily = {
  pattern: string;
  reads: readonly DataRead[];
  /** The pages of the family, from the data its reads put in the store. */
  pages: (state: RootState) => string[];
};

const coursePattern = paths.catalogueCourse(':courseId');

/** The course a course page shows, from its address (`/c/3` -> "3"), or undefined for another page. */
export const catalogueCourseId = (pathname: string): string | undefined =>
  matchPath(coursePattern, pathname)?.params.courseId;

/** The course pages: one per catalogue course, each with the courses and their instructors. */
export const dataRouteFamilies: readonly DataRouteFamily[] = [
  {
    pattern: coursePattern,
    reads: [courses, instructors],
    pages: (state) =>
      (coursesApi.endpoints.getCatalogueCourses.select(undefined)(state).data ?? []).map((course) =>
        paths.catalogueCourse(course.id),
      ),
  },
];

/** The reads of the page at `pathname`: its own, or its family's. */
export function routeDataReads(pathname: string): readonly DataRead[] {
  return (
    routeData[pathname] ?? dataRouteFamilies.find(({ pattern }) => matchPath(pattern, pathname))?.reads ?? []
  );
}

/**
 * The backend paths the page at `pathname` reads first (none for a page without backend data). The
 * prerender writes them into a page that does not hold its data, and the entry script asks for them while
 * the app still downloads.
 */
export function routeDataPaths(pathname: string): readonly string[] {
  return routeDataReads(pathname).map((read) => read.path);
}
