import { HttpResponse, http } from 'msw';

import { catalogueCourses, instructors } from '../../fixtures/courses';
import { failuresFor, notSuccessFor } from '../failure-factories';

const COURSES = '*/admin/pages/courses.php';
const INSTRUCTORS = '*/admin/pages/instructors.php';

/** The catalogue: `{ success, data }` for courses and for instructors. */
export const handlers = [
  http.get(COURSES, () => HttpResponse.json({ success: true, data: catalogueCourses })),
  http.get(INSTRUCTORS, () => HttpResponse.json({ success: true, data: instructors })),
];

export const failures = {
  courses: { ...failuresFor('get', COURSES), notSuccess: notSuccessFor('get', COURSES) },
  instructors: { ...failuresFor('get', INSTRUCTORS), notSuccess: notSuccessFor('get', INSTRUCTORS) },
};
