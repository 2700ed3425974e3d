import { HttpResponse, delay, http } from 'msw';

import { playerCoursesReply } from '../../fixtures/player-courses';
import { failuresFor } from '../failure-factories';

const COURSES = '*/api/player-courses';

/** The published player courses as the local backend answers them. */
export const handlers = [http.get(COURSES, () => HttpResponse.json(playerCoursesReply()))];

export const failures = {
  ...failuresFor('get', COURSES),
  /** A 500 whose body is a proxy's HTML error page. */
  serverErrorHtml: () =>
    http.get(
      COURSES,
      () =>
        new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
          status: 500,
          headers: { 'Content-Type': 'text/html' },
        }),
    ),
  /** A successful reply carrying the given courses as they are (loose or hostile payloads). */
  withCourses: (courses: unknown[]) =>
    http.get(COURSES, () => HttpResponse.json(playerCoursesReply(courses))),
  /** Never answers, so the loading state stays on screen. */
  pending: () =>
    http.get(COURSES, async () => {
      await delay('infinite');
      return HttpResponse.json(playerCoursesReply());
    }),
};
