/**
 * The console's player courses (docs/api.md, "The player's courses") as the local backend answers them,
 * over an in-memory copy of the seed: the permission check, the list, one course, a save of its lessons with
 * the backend's main rules (400 with the fields, 409 when it changed since it was read), publish and
 * unpublish. Failure cases beside them.
 */
import { HttpResponse, http } from 'msw';

import { PLAYER_COURSE_SEED } from '../../../server/backend/player-course-seed';

import { staffOf } from './admin';

const BASE = '*/api/admin/player-courses';
const COURSES_WRITE = 'courses:write';
const SEEDED_AT = '2026-12-01T06:30:00.000Z';

type Lesson = {
  id: string;
  title: string;
  videoUrl: string;
  captionsUrl?: string;
  transcript?: string;
  question: string;
  options: string[];
  correctAnswer: string;
};
type Course = {
  id: string;
  title: string;
  description: string;
  lessons: Lesson[];
  status: 'draft' | 'published';
  updatedAt: string;
  updatedBy: string;
};

const seed = (): Course[] =>
  PLAYER_COURSE_SEED.map((course) => ({
    ...course,
    lessons: course.lessons.map((lesson) => ({ ...lesson, options: [...lesson.options] })),
    status: 'published',
    updatedAt: SEEDED_AT,
    updatedBy: 'seed',
  }));

let courses = seed();
let clock = 0;
/** Every save the handlers took, in order (what a test checks was sent). */
export const playerCourseSaves: { id: string; body: Record<string, unknown> }[] = [];

/** Back to the seed, between tests. */
export function resetAdminPlayerCourses(): void {
  courses = seed();
  clock = 0;
  playerCourseSaves.length = 0;
}

/** A course as the handlers hold it now. */
export const heldPlayerCourse = (id: string): Course | undefined =>
  courses.find((course) => course.id === id);

/** Someone else saves the course in between (its `updatedAt` moves on), so the next save meets a 409. */
export function playerCourseChangedElsewhere(id: string, title: string): void {
  const course = heldPlayerCourse(id);
  if (!course) throw new Error(`no player course ${id}`);
  Object.assign(course, { title, updatedAt: stamp(), updatedBy: 'Anita Rao' });
}

const stamp = () => new Date(Date.parse('2026-12-02T08:00:00.000Z') + (clock += 1000)).toISOString();
const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });
const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** The backend's main rules (server/backend/player-courses.ts, lessonProblems), by field. */
function problems(lessons: Lesson[]): Record<string, string> {
  const fields: Record<string, string> = {};
  if (lessons.length === 0) fields.lessons = 'A course needs at least one lesson.';
  lessons.forEach((lesson, index) => {
    const at = `lessons[${index}]`;
    if (blank(lesson.title)) fields[`${at}.title`] = 'Give the lesson a title.';
    if (blank(lesson.videoUrl)) fields[`${at}.videoUrl`] = 'Upload the lesson’s video.';
    if (lesson.title === 'Refused by the backend') fields[`${at}.title`] = 'The backend refuses this title.';
    if (!lesson.options.includes(lesson.correctAnswer))
      fields[`${at}.correctAnswer`] = 'The correct answer must be one of the three options.';
  });
  return fields;
}

export const handlers = [
  http.get(BASE, ({ request }) => {
    const staff = staffOf(request, COURSES_WRITE);
    if (staff instanceof Response) return staff;
    return json({ items: courses, total: courses.length });
  }),
  http.get(`${BASE}/:id`, ({ request, params }) => {
    const staff = staffOf(request, COURSES_WRITE);
    if (staff instanceof Response) return staff;
    const course = heldPlayerCourse(String(params.id));
    if (!course) return json({ message: `No player course has the id ${String(params.id)}.` }, 404);
    return json(course);
  }),
  http.put(`${BASE}/:id`, async ({ request, params }) => {
    const staff = staffOf(request, COURSES_WRITE);
    if (staff instanceof Response) return staff;
    const course = heldPlayerCourse(String(params.id));
    if (!course) return json({ message: `No player course has the id ${String(params.id)}.` }, 404);
    const body = (await request.json()) as Record<string, unknown> & { lessons: Lesson[]; updatedAt: string };
    playerCourseSaves.push({ id: course.id, body });
    if (body.updatedAt !== course.updatedAt)
      return json({ message: 'Someone else saved this course since you read it.', current: course }, 409);
    const fields = problems(body.lessons);
    if (Object.keys(fields).length > 0)
      return json({ message: 'The course cannot be saved: some lessons need attention.', fields }, 400);
    Object.assign(course, {
      title: typeof body.title === 'string' ? body.title : course.title,
      description: typeof body.description === 'string' ? body.description : course.description,
      lessons: body.lessons,
      updatedAt: stamp(),
      updatedBy: staff.name,
    });
    return json(course);
  }),
  ...(['publish', 'unpublish'] as const).map((action) =>
    http.post(`${BASE}/:id/${action}`, ({ request, params }) => {
      const staff = staffOf(request, COURSES_WRITE);
      if (staff instanceof Response) return staff;
      const course = heldPlayerCourse(String(params.id));
      if (!course) return json({ message: `No player course has the id ${String(params.id)}.` }, 404);
      Object.assign(course, {
        status: action === 'publish' ? 'published' : 'draft',
        updatedAt: stamp(),
        updatedBy: staff.name,
      });
      return json(course);
    }),
  ),
];

const htmlError = () =>
  new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
    status: 500,
    headers: { 'Content-Type': 'text/html' },
  });

export const failures = {
  /** The list answers a 500 with an HTML page. */
  listDown: () => http.get(BASE, htmlError),
  /** A save answers a 500 with an HTML page. */
  saveDown: () => http.put(`${BASE}/:id`, htmlError),
  /** A save gets no answer at all. */
  saveUnreachable: () => http.put(`${BASE}/:id`, () => HttpResponse.error()),
};
