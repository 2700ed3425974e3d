/**
 * The learner's progress on the backend: reading a batch of events (its shape is learner-wire.ts's
 * schema, which fastify checks before the route runs), and merging events into the
 * stored progress. The rules are those of test/contract/progress-cases.json, which the browser's model runs
 * too: each field only ever moves one way (a completion earlier, a position and a choice later), so the same
 * events in any order, or twice, give the same progress.
 *
 * Ids come from learners, so none is ever used as a plain object's key while merging: the merge works on
 * `Map`s (ProgressState), and the wire's objects are made with Object.fromEntries, which defines each key as
 * the object's own property (a course or lesson id `__proto__` is data, never a prototype). The batch's
 * reader also takes only the courses and lessons that exist (the player's courses as the backend keeps them,
 * player-courses.ts: the certificate rule's list too).
 */
import { Compile } from 'typebox/compile';

import {
  ProgressBatch,
  type LessonProgressWire,
  type ProgressEventWire,
  type ProgressRefusalWire,
  type ProgressWire,
} from './learner-wire';
import { problemMessage } from './wire-schema';

/** A position under this many seconds (a player that has just opened) never replaces a saved one. */
export const SAVED_POSITION_MIN_S = 1;
/** The earliest time an event keeps: one from before (a clock reset to 1970) is taken as of this. */
const EARLIEST_ISO = '2020-01-01T00:00:00.000Z';

/** The courses progress may name, each with its lessons: the player's courses, as the certificate rule has them. */
export type ProgressCatalog = ReadonlyMap<string, ReadonlySet<string>>;

/** The catalog of these courses: each course's id with its lessons' ids. */
export const catalogOf = (
  courses: readonly { id: string; lessons: readonly { id: string }[] }[],
): ProgressCatalog =>
  new Map(courses.map((course) => [course.id, new Set(course.lessons.map((lesson) => lesson.id))]));

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/** The progress of a learner of whom nothing is known yet. */
export const emptyProgress = (): ProgressWire => ({
  courses: {},
  playback: { rate: 1, rateAt: null, autoAdvance: false, autoAdvanceAt: null },
});

type Read<T> = { ok: true; value: T } | { ok: false; message: string };

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** The number the decimal digits of `text` from `from` to `to` write (the caller checked they are digits). */
function digits(text: string, from: number, to: number): number {
  let value = 0;
  for (let index = from; index < to; index += 1) value = value * 10 + text.charCodeAt(index) - 48;
  return value;
}

/**
 * An ISO 8601 UTC time that names a real instant, written as toISOString writes it, bounded by when the
 * backend received it (`now`): a time ahead of `now` (a device whose clock runs ahead) is taken as `now`, one
 * before 2020 (a clock reset) as 2020's first instant, so no clock costs the event. Undefined for anything
 * that is not such a time. Read field by field (every event of every batch has one, so no Date is made for
 * it): "2026-02-30T…", which Date.parse moves to March, is a date that does not exist, so malformed, as is
 * an hour past 23.
 */
export function readTime(value: unknown, now: Date): string | undefined {
  if (typeof value !== 'string' || !ISO_UTC.test(value)) return undefined;
  const year = digits(value, 0, 4);
  const month = digits(value, 5, 7);
  const day = digits(value, 8, 10);
  const hour = digits(value, 11, 13);
  const minute = digits(value, 14, 16);
  const second = digits(value, 17, 19);
  const days = month === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1];
  if (days === undefined || day < 1 || day > days || hour > 23 || minute > 59 || second > 59)
    return undefined;
  // ".5" is 500 ms, as toISOString writes it: ".500".
  const fraction = value.length > 20 ? value.slice(20, -1).padEnd(3, '0') : '000';
  // Years before 2020 (Date.UTC reads 0 to 99 as 1900 to 1999) all end up as 2020's first instant.
  if (year < 2020) return EARLIEST_ISO;
  const ms = Date.UTC(year, month - 1, day, hour, minute, second, digits(fraction, 0, 3));
  if (ms > now.getTime()) return now.toISOString();
  return value.length === 24 ? value : `${value.slice(0, 19)}.${fraction}Z`;
}

/** A batch as read: the events to take, and those refused (each with why). */
export interface ReadBatch {
  events: ProgressEventWire[];
  refused: ProgressRefusalWire[];
}

/** Why an event names nothing the catalog has, or undefined when it names real things (or nothing). */
function unknownIn(event: ProgressEventWire, catalog: ProgressCatalog): ProgressRefusalWire | undefined {
  if (event.type === 'playbackChosen') return undefined;
  const lessons = catalog.get(event.courseId);
  if (!lessons)
    return {
      index: 0,
      id: event.id,
      reason: 'unknownCourse',
      message: `There is no course ${event.courseId}.`,
    };
  if (event.type !== 'courseRestarted' && !lessons.has(event.lessonId))
    return {
      index: 0,
      id: event.id,
      reason: 'unknownLesson',
      message: `Course ${event.courseId} has no lesson ${event.lessonId}.`,
    };
  return undefined;
}

const checkBatch = Compile(ProgressBatch);

/**
 * A batch that fits ProgressBatch, read: each time normalized (readTime), or a message for the first one
 * that names no real instant (a malformed batch: nothing of it is taken). The events that name a course or
 * lesson the catalog does not have are refused one by one, with their reason; the others are taken.
 */
export function readCheckedBatch(
  { events }: { events: readonly ProgressEventWire[] },
  now: Date,
  catalog: ProgressCatalog,
): Read<ReadBatch> {
  const read: ReadBatch = { events: [], refused: [] };
  for (const [index, event] of events.entries()) {
    const at = readTime(event.at, now);
    if (at === undefined)
      return { ok: false, message: `events[${index}].at must be an ISO 8601 UTC time. Nothing was stored.` };
    const unknown = unknownIn(event, catalog);
    if (unknown) read.refused.push({ ...unknown, index });
    else read.events.push(at === event.at ? event : { ...event, at });
  }
  return { ok: true, value: read };
}

/** Any body, as the route reads it: checked against ProgressBatch, then read (the msw handlers' way in). */
export function readProgressBatch(body: unknown, now: Date, catalog: ProgressCatalog): Read<ReadBatch> {
  if (!checkBatch.Check(body))
    return { ok: false, message: problemMessage(ProgressBatch, checkBatch.Errors(body), 'body') };
  return readCheckedBatch(body, now, catalog);
}

const earlier = (a: string | undefined, b: string): string => (a === undefined || b < a ? b : a);
const later = (a: string | undefined, b: string): string => (a === undefined || b > a ? b : a);

type Position = { seconds: number; at: string };

/**
 * Which of two positions is kept: a saved one (1 s or more) over a player that has just opened; then the
 * one taken later; at the same instant, the further one. A total order, so the result never depends on
 * which arrived first.
 */
export function betterPosition(kept: Position | undefined, offered: Position): Position {
  if (!kept) return offered;
  const rank = (p: Position) => (p.seconds >= SAVED_POSITION_MIN_S ? 1 : 0);
  if (rank(offered) !== rank(kept)) return rank(offered) > rank(kept) ? offered : kept;
  if (offered.at !== kept.at) return offered.at > kept.at ? offered : kept;
  return offered.seconds > kept.seconds ? offered : kept;
}

/** A course's progress while merging: its lessons in a Map, keyed by id. */
export interface CourseState {
  restartedAt?: string;
  lessons: Map<string, LessonProgressWire>;
}

/** The progress while merging: courses in a Map, so no id is ever a plain object's key. */
export interface ProgressState {
  courses: Map<string, CourseState>;
  playback: ProgressWire['playback'];
}

export const emptyProgressState = (): ProgressState => ({
  courses: new Map(),
  playback: emptyProgress().playback,
});

/** The wire's progress as a state to merge into (own enumerable keys only: nothing inherited is read). */
export function progressState(progress: ProgressWire): ProgressState {
  return {
    courses: new Map(
      Object.entries(progress.courses).map(([courseId, course]) => [
        courseId,
        {
          ...(course.restartedAt === undefined ? {} : { restartedAt: course.restartedAt }),
          lessons: new Map(
            Object.entries(course.lessons).map(([lessonId, lesson]) => [lessonId, structuredClone(lesson)]),
          ),
        },
      ]),
    ),
    playback: { ...progress.playback },
  };
}

/** The state as the wire has it: objects made by Object.fromEntries, each id an own property. */
export function progressWire(state: ProgressState): ProgressWire {
  return {
    courses: Object.fromEntries(
      [...state.courses].map(([courseId, course]) => [
        courseId,
        {
          ...(course.restartedAt === undefined ? {} : { restartedAt: course.restartedAt }),
          lessons: Object.fromEntries(course.lessons),
        },
      ]),
    ),
    playback: { ...state.playback },
  };
}

function courseOf(progress: ProgressState, courseId: string): CourseState {
  let course = progress.courses.get(courseId);
  if (!course) {
    course = { lessons: new Map() };
    progress.courses.set(courseId, course);
  }
  return course;
}

function lessonOf(progress: ProgressState, courseId: string, lessonId: string): LessonProgressWire {
  const course = courseOf(progress, courseId);
  let lesson = course.lessons.get(lessonId);
  if (!lesson) {
    lesson = {};
    course.lessons.set(lessonId, lesson);
  }
  return lesson;
}

/** Merges one event into the progress (in place). */
export function applyProgressEvent(progress: ProgressState, event: ProgressEventWire): void {
  switch (event.type) {
    case 'lessonCompleted': {
      const lesson = lessonOf(progress, event.courseId, event.lessonId);
      lesson.completedAt = earlier(lesson.completedAt, event.at);
      lesson.lastCompletedAt = later(lesson.lastCompletedAt, event.at);
      return;
    }
    case 'positionSaved': {
      const lesson = lessonOf(progress, event.courseId, event.lessonId);
      lesson.position = betterPosition(lesson.position, { seconds: event.seconds, at: event.at });
      return;
    }
    case 'courseRestarted': {
      const course = courseOf(progress, event.courseId);
      course.restartedAt = later(course.restartedAt, event.at);
      return;
    }
    case 'playbackChosen': {
      const { playback } = progress;
      if (event.rate !== undefined) {
        const newer = playback.rateAt === null || event.at > playback.rateAt;
        const tie = event.at === playback.rateAt && event.rate > playback.rate;
        if (newer || tie) Object.assign(playback, { rate: event.rate, rateAt: event.at });
      }
      if (event.autoAdvance !== undefined) {
        const newer = playback.autoAdvanceAt === null || event.at > playback.autoAdvanceAt;
        const tie = event.at === playback.autoAdvanceAt && event.autoAdvance && !playback.autoAdvance;
        if (newer || tie)
          Object.assign(playback, { autoAdvance: event.autoAdvance, autoAdvanceAt: event.at });
      }
      return;
    }
  }
}

/** The progress with the events merged in (a new object; the given one is not changed). */
export function applyProgressEvents(
  progress: ProgressWire,
  events: readonly ProgressEventWire[],
): ProgressWire {
  const next = progressState(progress);
  for (const event of events) applyProgressEvent(next, event);
  return progressWire(next);
}
