/**
 * Reading progress from outside (the account's answers, what this browser kept): checked and normalized
 * into the record's shape, or refused. Apart from the record's rules, so only the code that reads (the sync,
 * the account's opening) carries it, not every page.
 */
import { readPlayerCourse } from './course-wire';
import { PLAYBACK_RATES } from './player-controls';
import { emptyProgressRecord } from './progress-record';
import type { CourseRecord, LessonRecord, ProgressEvent, ProgressRecord } from './progress-record';
import type { CourseProgressState } from './slice';

import { isRecord } from '@/lib/loose-payload';

const isTime = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(value) &&
  !Number.isNaN(Date.parse(value));
const isRecordLike = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: string) => /^[A-Za-z0-9_-]{1,64}$/.test(value);
const normalTime = (value: string) => new Date(value).toISOString();

function readLesson(raw: unknown): LessonRecord {
  if (!isRecordLike(raw)) throw new Error('lesson progress is not an object');
  const { completedAt, lastCompletedAt, position } = raw;
  const lesson: LessonRecord = {};
  if (completedAt !== undefined) {
    if (!isTime(completedAt)) throw new Error('completedAt is not a time');
    lesson.completedAt = normalTime(completedAt);
  }
  if (lastCompletedAt !== undefined) {
    if (!isTime(lastCompletedAt)) throw new Error('lastCompletedAt is not a time');
    lesson.lastCompletedAt = normalTime(lastCompletedAt);
  }
  if (position !== undefined) {
    if (!isRecordLike(position) || !isTime(position.at)) throw new Error('position has no time');
    const seconds = Number(position.seconds);
    if (!Number.isFinite(seconds) || seconds < 0) throw new Error('position is not a number of seconds');
    lesson.position = { seconds, at: normalTime(position.at) };
  }
  return lesson;
}

function readChoiceTime(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (!isTime(value)) throw new Error('a playback choice has no time');
  return normalTime(value);
}

/**
 * Normalizes the account's progress (`GET` or `POST /api/me/progress`) into a record; throws on any shape
 * that is not progress, so the caller keeps what it holds. A speed the player does not offer reads as the
 * nearest one it does.
 */
export function readProgressRecord(body: unknown): ProgressRecord {
  if (!isRecordLike(body) || !isRecordLike(body.courses) || !isRecordLike(body.playback))
    throw new Error('not a progress record');
  const record = emptyProgressRecord();
  // Each id becomes an own property (Object.fromEntries), never an assignment: `__proto__` stays data.
  const courses: [string, CourseRecord][] = [];
  for (const [courseId, rawCourse] of Object.entries(body.courses)) {
    if (!isId(courseId) || !isRecordLike(rawCourse) || !isRecordLike(rawCourse.lessons))
      throw new Error('course progress is not an object');
    const lessons: [string, LessonRecord][] = [];
    for (const [lessonId, rawLesson] of Object.entries(rawCourse.lessons)) {
      if (!isId(lessonId)) throw new Error('a lesson id is not an id');
      lessons.push([lessonId, readLesson(rawLesson)]);
    }
    const course: CourseRecord = { lessons: Object.fromEntries(lessons) };
    if (rawCourse.restartedAt !== undefined) {
      if (!isTime(rawCourse.restartedAt)) throw new Error('restartedAt is not a time');
      course.restartedAt = normalTime(rawCourse.restartedAt);
    }
    courses.push([courseId, course]);
  }
  record.courses = Object.fromEntries(courses);
  const { rate, autoAdvance } = body.playback;
  const rateValue = Number(rate);
  if (!Number.isFinite(rateValue) || rateValue <= 0) throw new Error('the playback rate is not a speed');
  record.playback = {
    rate: PLAYBACK_RATES.reduce((best, offered) =>
      Math.abs(offered - rateValue) < Math.abs(best - rateValue) ? offered : best,
    ),
    rateAt: readChoiceTime(body.playback.rateAt),
    autoAdvance: autoAdvance === true || autoAdvance === 'true' || autoAdvance === 1 || autoAdvance === '1',
    autoAdvanceAt: readChoiceTime(body.playback.autoAdvanceAt),
  };
  return record;
}

/** True when a value (read back from storage) is a progress record; the slice's guard. */
export function isProgressRecord(value: unknown): value is ProgressRecord {
  try {
    readProgressRecord(value);
    return true;
  } catch {
    return false;
  }
}

/** An event read back from storage, or null when it is not one (the outbox keeps only well-formed events). */
export function readProgressEvent(value: unknown): ProgressEvent | null {
  if (!isRecordLike(value) || typeof value.id !== 'string' || !isId(value.id) || !isTime(value.at))
    return null;
  const { id, at, type, courseId, lessonId } = value;
  const base = { id, at: normalTime(at) };
  const course = typeof courseId === 'string' && isId(courseId) ? courseId : null;
  const lesson = typeof lessonId === 'string' && isId(lessonId) ? lessonId : null;
  switch (type) {
    case 'lessonCompleted':
      return course && lesson ? { ...base, type, courseId: course, lessonId: lesson } : null;
    case 'positionSaved': {
      const { seconds } = value;
      if (!course || !lesson || typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0)
        return null;
      return { ...base, type, courseId: course, lessonId: lesson, seconds };
    }
    case 'courseRestarted':
      return course ? { ...base, type, courseId: course } : null;
    case 'playbackChosen': {
      const rate =
        typeof value.rate === 'number' && PLAYBACK_RATES.includes(value.rate as never)
          ? value.rate
          : undefined;
      const autoAdvance = typeof value.autoAdvance === 'boolean' ? value.autoAdvance : undefined;
      if (rate === undefined && autoAdvance === undefined) return null;
      return {
        ...base,
        type,
        ...(rate === undefined ? {} : { rate }),
        ...(autoAdvance === undefined ? {} : { autoAdvance }),
      };
    }
    default:
      return null;
  }
}

/** True when a value read back from storage has the shape of the progress slice's state. */
export function isCourseProgressState(value: unknown): value is CourseProgressState {
  if (!isRecord(value) || !isProgressRecord(value.record) || !Array.isArray(value.outbox)) return false;
  if (value.courses !== undefined && !areKeptCourses(value.courses)) return false;
  return value.outbox.every((event) => readProgressEvent(event) !== null);
}

/**
 * True when kept courses read back whole: each is a course the normalizer takes with every lesson it held
 * (they were kept normalized, uploads already on the API's origin, so no origin is needed here).
 */
function areKeptCourses(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every((course: unknown) => {
      if (!isRecord(course) || !Array.isArray(course.videos) || typeof course.description !== 'string')
        return false;
      // The player's shape names the lessons `videos`; the normalizer reads them as the wire's `lessons`.
      const read = readPlayerCourse({ ...course, lessons: course.videos }, '');
      return read !== undefined && read.videos.length === course.videos.length;
    })
  );
}
