/**
 * The player's courses as the console edits them (docs/api.md, "The player's courses"): the backend's
 * records read strictly, the editor's form values and the record they save as, and the editor's rules.
 */
import { array, object, string } from 'yup';
import type { InferType } from 'yup';

import { playerCoursesCopy as copy } from './player-courses-content';
import { fail, isObject } from './reply';

/** One lesson as the backend keeps it. */
export type AdminLesson = {
  id: string;
  title: string;
  videoUrl: string;
  captionsUrl?: string;
  transcript?: string;
  question: string;
  options: [string, string, string];
  correctAnswer: string;
};

/** A player course as the console reads it. */
export type AdminPlayerCourse = {
  id: string;
  title: string;
  description: string;
  lessons: AdminLesson[];
  status: 'draft' | 'published';
  updatedAt: string;
  updatedBy: string;
};

const textOf = (value: unknown, what: string): string => (typeof value === 'string' ? value : fail(what));
const optionalText = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

function readLesson(value: unknown): AdminLesson {
  if (!isObject(value)) return fail('a lesson');
  const options = Array.isArray(value.options) ? value.options : [];
  const [first, second, third] = options.map((option) => textOf(option, 'a lesson'));
  if (options.length !== 3 || first === undefined || second === undefined || third === undefined)
    return fail('a lesson with three options');
  const captionsUrl = optionalText(value.captionsUrl);
  const transcript = optionalText(value.transcript);
  return {
    id: textOf(value.id, 'a lesson'),
    title: textOf(value.title, 'a lesson'),
    videoUrl: textOf(value.videoUrl, 'a lesson'),
    ...(captionsUrl === undefined ? {} : { captionsUrl }),
    ...(transcript === undefined ? {} : { transcript }),
    question: textOf(value.question, 'a lesson'),
    options: [first, second, third],
    correctAnswer: textOf(value.correctAnswer, 'a lesson'),
  };
}

/** A player course from the backend, or an error when the body is not one. */
export function readAdminPlayerCourse(body: unknown): AdminPlayerCourse {
  if (!isObject(body) || !Array.isArray(body.lessons)) return fail('a player course');
  if (body.status !== 'draft' && body.status !== 'published') return fail('a player course');
  return {
    id: textOf(body.id, 'a player course'),
    title: textOf(body.title, 'a player course'),
    description: textOf(body.description ?? '', 'a player course'),
    lessons: body.lessons.map(readLesson),
    status: body.status,
    updatedAt: textOf(body.updatedAt, 'a player course'),
    updatedBy: textOf(body.updatedBy ?? '', 'a player course'),
  };
}

/** `GET /api/admin/player-courses`, read. */
export function readAdminPlayerCourseList(body: unknown): { items: AdminPlayerCourse[]; total: number } {
  if (!isObject(body) || !Array.isArray(body.items) || typeof body.total !== 'number')
    return fail('a list of player courses');
  return { items: body.items.map(readAdminPlayerCourse), total: body.total };
}

const required = (message: string) => string().trim().required(message);

/** The editor's rules, the backend's words (server/backend/player-courses.ts, lessonProblems). */
export const courseFormSchema = object({
  title: required(copy.titleRequired).max(200),
  description: string().trim().max(2000).default(''),
  lessons: array(
    object({
      id: string().required(),
      title: required(copy.lessonTitleRequired).max(200),
      videoUrl: required(copy.videoRequired).max(500),
      captionsUrl: string().trim().max(500).default(''),
      transcript: string().trim().max(20_000).default(''),
      question: required(copy.questionRequired).max(300),
      options: array(required(copy.optionRequired).max(200))
        .length(3)
        .required()
        .test('distinct', copy.optionsDiffer, (options) =>
          options.every((option) => option.trim() === '')
            ? true
            : new Set(options.map((option) => option.trim())).size === options.length,
        ),
      correctAnswer: string()
        .required(copy.correctRequired)
        .test('option', copy.correctRequired, (value) => ['0', '1', '2'].includes(value)),
    }),
  )
    .min(1, copy.lessonsRequired)
    .max(100)
    .required(),
});

/** What the editor's form holds: a lesson's correct answer is the index of its option (`'0'` to `'2'`). */
export type CourseForm = InferType<typeof courseFormSchema>;
export type LessonForm = CourseForm['lessons'][number];

/** The form's values for a course as read. */
export function courseFormOf(course: AdminPlayerCourse): CourseForm {
  return {
    title: course.title,
    description: course.description,
    lessons: course.lessons.map((lesson) => {
      const index = lesson.options.indexOf(lesson.correctAnswer);
      return {
        id: lesson.id,
        title: lesson.title,
        videoUrl: lesson.videoUrl,
        captionsUrl: lesson.captionsUrl ?? '',
        transcript: lesson.transcript ?? '',
        question: lesson.question,
        options: [...lesson.options],
        correctAnswer: index < 0 ? '' : String(index),
      };
    }),
  };
}

/** What a save sends (without its `updatedAt`): the lessons in the form's order, each answer as its text. */
export function courseEditOf(form: CourseForm): {
  title: string;
  description: string;
  lessons: AdminLesson[];
} {
  return {
    title: form.title.trim(),
    description: form.description.trim(),
    lessons: form.lessons.map((lesson) => {
      const options: [string, string, string] = [
        lesson.options[0]?.trim() ?? '',
        lesson.options[1]?.trim() ?? '',
        lesson.options[2]?.trim() ?? '',
      ];
      const captionsUrl = lesson.captionsUrl.trim();
      const transcript = lesson.transcript.trim();
      return {
        id: lesson.id,
        title: lesson.title.trim(),
        videoUrl: lesson.videoUrl.trim(),
        ...(captionsUrl ? { captionsUrl } : {}),
        ...(transcript ? { transcript } : {}),
        question: lesson.question.trim(),
        options,
        correctAnswer: options[Number(lesson.correctAnswer)] ?? '',
      };
    }),
  };
}

/** A lesson id the course does not use yet (`v4` after `v1` to `v3`): progress names lessons by it. */
export function newLessonId(taken: readonly string[]): string {
  const used = new Set(taken);
  let n = taken.length + 1;
  while (used.has(`v${n}`)) n += 1;
  return `v${n}`;
}

/** An empty lesson with a fresh id. */
export const emptyLesson = (taken: readonly string[]): LessonForm => ({
  id: newLessonId(taken),
  title: '',
  videoUrl: '',
  captionsUrl: '',
  transcript: '',
  question: '',
  options: ['', '', ''],
  correctAnswer: '',
});

/**
 * The backend's field names (`lessons[2].correctAnswer`) as the form's (`lessons.2.correctAnswer`), for
 * the problems a 400 names; others (`body`, `lessons`) stay as they are.
 */
export const formFieldOf = (field: string): string => field.replace(/\[(\d+)\]/g, '.$1');
