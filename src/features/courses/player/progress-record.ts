/**
 * The learner's progress as a record that merges: the browser's own copy, the account's copy from the
 * backend and each change the player makes all have this one shape, and merging any of them in any order,
 * any number of times, gives the same record (test/contract/progress-cases.json, which the backend runs too).
 * Each field only moves one way: a completion earlier, a position and a choice later.
 *
 * Course and lesson ids arrive from the account and from storage, so none is ever looked up on, or
 * assigned to, a plain object: the merge reads each record's own entries into `Map`s, and builds its
 * objects with Object.fromEntries, which defines every id as an own property (`__proto__` is then data).
 */
import { DEFAULT_PLAYBACK } from './player-controls';

/** Where the learner stands in one lesson; an absent field never happened. */
export type LessonRecord = {
  /** The first time the lesson was watched to its end: it stays completed, and this never moves later. */
  completedAt?: string;
  /** The last time it was watched to its end: a position taken before then is not resumed. */
  lastCompletedAt?: string;
  position?: SavedPosition;
};

/** A second inside a lesson, and when the player saved it. */
export type SavedPosition = { seconds: number; at: string };

export type CourseRecord = {
  /** The last time the learner restarted the course: positions taken before it are not resumed. */
  restartedAt?: string;
  lessons: Record<string, LessonRecord>;
};

export type PlaybackRecord = {
  rate: number;
  /** When the rate was chosen; null while it is the default. */
  rateAt: string | null;
  autoAdvance: boolean;
  autoAdvanceAt: string | null;
};

/** The progress in every player course, and how the learner likes to watch. */
export type ProgressRecord = {
  courses: Record<string, CourseRecord>;
  playback: PlaybackRecord;
};

type EventBase = {
  /** Unique per learner (the backend keeps each id once). */
  id: string;
  /** ISO 8601 UTC, when the browser took it. */
  at: string;
};

/** One change the player made, as it goes to the account. */
export type ProgressEvent =
  | (EventBase & { type: 'lessonCompleted'; courseId: string; lessonId: string })
  | (EventBase & { type: 'positionSaved'; courseId: string; lessonId: string; seconds: number })
  | (EventBase & { type: 'courseRestarted'; courseId: string })
  | (EventBase & { type: 'playbackChosen'; rate?: number; autoAdvance?: boolean });

/** A position under this many seconds (a player that has just opened) never replaces a saved one. */
export const SAVED_POSITION_MIN_S = 1;

export const emptyProgressRecord = (): ProgressRecord => ({
  courses: {},
  playback: { ...DEFAULT_PLAYBACK, rateAt: null, autoAdvanceAt: null },
});

const earliest = (a: string | undefined, b: string | undefined): string | undefined =>
  a === undefined ? b : b === undefined || a <= b ? a : b;
const latest = (a: string | undefined, b: string | undefined): string | undefined =>
  a === undefined ? b : b === undefined || a >= b ? a : b;

/**
 * The position kept of two: a saved one (1 s or more) over a player that has just opened; then the later;
 * at the same instant, the further. A total order, so which came first never matters.
 */
export function keptPosition(
  a: SavedPosition | undefined,
  b: SavedPosition | undefined,
): SavedPosition | undefined {
  if (!a || !b) return a ?? b;
  const saved = (p: SavedPosition) => p.seconds >= SAVED_POSITION_MIN_S;
  if (saved(a) !== saved(b)) return saved(a) ? a : b;
  if (a.at !== b.at) return a.at > b.at ? a : b;
  return a.seconds >= b.seconds ? a : b;
}

/** Drops the keys whose value is undefined: an absent field, never a field holding undefined. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

function mergeLessons(a: LessonRecord | undefined, b: LessonRecord | undefined): LessonRecord {
  return defined({
    completedAt: earliest(a?.completedAt, b?.completedAt),
    lastCompletedAt: latest(a?.lastCompletedAt, b?.lastCompletedAt),
    position: keptPosition(a?.position, b?.position),
  });
}

/** A record's own entries as a Map (nothing inherited: an id `constructor` is only ever its own entry). */
const entriesOf = <T>(value: Record<string, T> | undefined): Map<string, T> =>
  new Map(value ? Object.entries(value) : []);

/** The value of one of the object's own keys, never an inherited one. */
export const ownEntry = <T>(value: Record<string, T> | undefined, key: string): T | undefined =>
  value !== undefined && Object.hasOwn(value, key) ? value[key] : undefined;

/** Two Maps merged key by key into an object (ids defined as own properties). */
function mergeEntries<T>(
  a: Map<string, T>,
  b: Map<string, T>,
  merge: (x: T | undefined, y: T | undefined) => T,
): Record<string, T> {
  const ids = new Set([...a.keys(), ...b.keys()]);
  return Object.fromEntries([...ids].map((id) => [id, merge(a.get(id), b.get(id))]));
}

function mergeCourses(a: CourseRecord | undefined, b: CourseRecord | undefined): CourseRecord {
  return defined({
    restartedAt: latest(a?.restartedAt, b?.restartedAt),
    lessons: mergeEntries(entriesOf(a?.lessons), entriesOf(b?.lessons), mergeLessons),
  });
}

/** The later choice; at the same instant the faster speed, or auto-advance on. */
function laterChoice<T extends number | boolean>(
  a: { value: T; at: string | null },
  b: { value: T; at: string | null },
): { value: T; at: string | null } {
  if (a.at === null) return b.at === null ? a : b;
  if (b.at === null || a.at > b.at) return a;
  if (b.at > a.at) return b;
  return Number(a.value) >= Number(b.value) ? a : b;
}

/** Two records as one: what both say, each field by its rule. */
export function mergeProgress(a: ProgressRecord, b: ProgressRecord): ProgressRecord {
  const rate = laterChoice(
    { value: a.playback.rate, at: a.playback.rateAt },
    { value: b.playback.rate, at: b.playback.rateAt },
  );
  const autoAdvance = laterChoice(
    { value: a.playback.autoAdvance, at: a.playback.autoAdvanceAt },
    { value: b.playback.autoAdvance, at: b.playback.autoAdvanceAt },
  );
  return {
    courses: mergeEntries(entriesOf(a.courses), entriesOf(b.courses), mergeCourses),
    playback: {
      rate: rate.value,
      rateAt: rate.at,
      autoAdvance: autoAdvance.value,
      autoAdvanceAt: autoAdvance.at,
    },
  };
}

/** The record one event makes on its own (its ids defined as own properties, never assigned). */
export function recordOfEvent(event: ProgressEvent): ProgressRecord {
  const record = emptyProgressRecord();
  const inCourse = (courseId: string, course: CourseRecord) => {
    record.courses = Object.fromEntries([[courseId, course]]);
  };
  switch (event.type) {
    case 'lessonCompleted':
      inCourse(event.courseId, {
        lessons: Object.fromEntries([[event.lessonId, { completedAt: event.at, lastCompletedAt: event.at }]]),
      });
      break;
    case 'positionSaved':
      inCourse(event.courseId, {
        lessons: Object.fromEntries([
          [event.lessonId, { position: { seconds: event.seconds, at: event.at } }],
        ]),
      });
      break;
    case 'courseRestarted':
      inCourse(event.courseId, { restartedAt: event.at, lessons: {} });
      break;
    case 'playbackChosen':
      if (event.rate !== undefined) Object.assign(record.playback, { rate: event.rate, rateAt: event.at });
      if (event.autoAdvance !== undefined)
        Object.assign(record.playback, { autoAdvance: event.autoAdvance, autoAdvanceAt: event.at });
      break;
  }
  return record;
}

/** The record with the events merged in. */
export const applyProgressEvents = (
  record: ProgressRecord,
  events: readonly ProgressEvent[],
): ProgressRecord => events.reduce((merged, event) => mergeProgress(merged, recordOfEvent(event)), record);

/** The lesson ids of a course that are completed. */
export const completedLessonIds = (course: CourseRecord | undefined): string[] =>
  Object.entries(course?.lessons ?? {})
    .filter(([, lesson]) => lesson.completedAt !== undefined)
    .map(([id]) => id);

/**
 * The second to resume a lesson at, if any: its saved position, unless the lesson was watched to its end or
 * the course restarted after the position was taken (then it starts from the beginning).
 */
export function resumableSeconds(course: CourseRecord | undefined, lessonId: string): number | undefined {
  const lesson = ownEntry(course?.lessons, lessonId);
  const position = lesson?.position;
  if (!position) return undefined;
  const startedOver = latest(lesson.lastCompletedAt, course?.restartedAt);
  return startedOver !== undefined && position.at <= startedOver ? undefined : position.seconds;
}
