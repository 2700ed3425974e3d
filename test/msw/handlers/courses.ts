import { readFileSync } from 'node:fs';
import path from 'node:path';

import { HttpResponse, http } from 'msw';

import { catalogueCourses, instructors } from '../../fixtures/courses';
import { failuresFor, notSuccessFor } from '../failure-factories';

const COURSES = '*/admin/pages/courses.php';
const INSTRUCTORS = '*/admin/pages/instructors.php';
/** The lessons' captions, which the site serves itself (public/media): the transcript reads them. */
const CAPTIONS = '*/media/courses/captions/:file';

const captionsFile = (file: string) =>
  readFileSync(path.resolve('public/media/courses/captions', path.basename(file)), 'utf8');

/** The catalogue: `{ success, data }` for courses and for instructors. */
export const handlers = [
  http.get(COURSES, () => HttpResponse.json({ success: true, data: catalogueCourses })),
  http.get(INSTRUCTORS, () => HttpResponse.json({ success: true, data: instructors })),
  http.get(CAPTIONS, ({ params }) =>
    HttpResponse.text(captionsFile(String(params.file)), { headers: { 'Content-Type': 'text/vtt' } }),
  ),
];

export const failures = {
  courses: { ...failuresFor('get', COURSES), notSuccess: notSuccessFor('get', COURSES) },
  instructors: { ...failuresFor('get', INSTRUCTORS), notSuccess: notSuccessFor('get', INSTRUCTORS) },
  captions: failuresFor('get', CAPTIONS),
};
