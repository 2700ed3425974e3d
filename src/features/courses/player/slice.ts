import { createSelector, createSlice, current, isDraft, isFulfilled } from '@reduxjs/toolkit';
import type { Draft, PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { v7 as uuidv7 } from 'uuid';

import { nearestPlaybackRate } from './player-controls';
import type { PlayerCourse } from './player-course';
import {
  applyProgressEvents,
  completedLessonIds,
  emptyProgressRecord,
  keptPosition,
  mergeProgress,
  ownEntry,
  recordOfEvent,
  resumableSeconds,
} from './progress-record';
import type { ProgressEvent, ProgressRecord } from './progress-record';

import { accountClosed, accountOpened } from '@/lib/account';
import { injectSlice } from '@/lib/lazy-slices';
import { isRecord } from '@/lib/loose-payload';

/**
 * The signed-in learner's progress in the player courses (the open account's: lib/account.ts), written
 * here first so the player works offline, and the changes the account has not taken yet (the outbox),
 * which the sync (progress-sync.ts) delivers in batches. The record merges with the account's copy by the
 * rules of progress-record.ts; app/account-session.ts keeps both per account in the browser.
 *
 * Not part of every page's code: the slice is injected into the store when this module arrives, with the
 * chunks that use it (the player, My Courses, the profile, the account session; lib/lazy-slices.ts). Until
 * the first action after that, the store has no `courseProgress`, and the selectors read an empty one.
 */
export type CourseProgressState = {
  record: ProgressRecord;
  /** Changes not yet taken by the backend, oldest first. */
  outbox: ProgressEvent[];
  /**
   * Changes the account refused since the learner was last told (the notice shows until dismissed): how
   * many, and the backend's reasons. Absent in what older versions kept.
   */
  notSaved?: { count: number; reason: string } | null;
  /**
   * The player courses as this account last loaded them (normalized), kept with its progress so the player
   * starts while the backend cannot be reached. A copy for that alone: the RTK Query cache stays the source
   * whenever it has an answer. Absent until the first load, and in what older versions kept.
   */
  courses?: PlayerCourse[];
};

const initialState = (): CourseProgressState => ({ record: emptyProgressRecord(), outbox: [] });

type VideoRef = { courseId: string; videoId: string };

/**
 * A fresh id for an event: a UUID version 7, unique in practice (the backend keeps each id once anyway) and
 * ordered by the time it was made. The backend keeps a learner's events ordered by id, so a batch of ids
 * made one after another lands together at the end of the learner's events, where random ids (version 4)
 * scattered each batch across them: with the benchmark's 100 learners that was about 40% more of the
 * backend's CPU per batch.
 */
export function newEventId(): string {
  return uuidv7();
}

/** An event's prepare callback: its id and time come from the action, so a test can give both. */
const stamped = <T extends object>(payload: T, at?: string, id?: string) => ({
  payload: { ...payload, at: at ?? new Date().toISOString(), id: id ?? newEventId() },
});

/** The record as plain data (an Immer draft's current value), so merges never keep a draft. */
const recordOf = (state: CourseProgressState): ProgressRecord =>
  isDraft(state.record) ? current(state.record) : state.record;

/** Applies a new change: first to the record (the player shows it at once), then to the outbox. */
function record(state: CourseProgressState, event: ProgressEvent) {
  state.record = mergeProgress(recordOf(state), recordOfEvent(event));
  if (event.type === 'positionSaved') {
    // A position the new one replaces anyway need not travel: the outbox keeps the one that counts.
    const saved = { seconds: event.seconds, at: event.at };
    state.outbox = state.outbox.filter(
      (queued) =>
        queued.type !== 'positionSaved' ||
        queued.courseId !== event.courseId ||
        queued.lessonId !== event.lessonId ||
        keptPosition({ seconds: queued.seconds, at: queued.at }, saved) !== saved,
    );
  }
  state.outbox.push(event);
}

/** Outbox entries of both lists, each id once, oldest first. */
const joinOutboxes = (a: readonly ProgressEvent[], b: readonly ProgressEvent[]): ProgressEvent[] => {
  const byId = new Map<string, ProgressEvent>();
  for (const event of [...a, ...b]) if (!byId.has(event.id)) byId.set(event.id, event);
  return [...byId.values()].sort((x, y) => (x.at < y.at ? -1 : x.at > y.at ? 1 : 0));
};

/** The endpoint whose answer the slice keeps a copy of (courses-api.ts declares it under this name). */
export const PLAYER_COURSES_ENDPOINT = 'getPlayerCourses';

/**
 * The player courses arrived from the backend. Matched by the endpoint's name, so the slice (which every
 * chunk showing progress carries) does not bring the endpoint's code along.
 */
const playerCoursesLoaded = (action: UnknownAction): action is PayloadAction<PlayerCourse[]> =>
  isFulfilled(action) &&
  isRecord(action.meta) &&
  isRecord(action.meta.arg) &&
  action.meta.arg.endpointName === PLAYER_COURSES_ENDPOINT &&
  Array.isArray(action.payload);

export const courseProgressSlice = createSlice({
  name: 'courseProgress',
  initialState,
  reducers: {
    /** The learner watched a lesson to its end: it is completed, and watching it again starts at 0:00. */
    videoCompleted: {
      reducer(state, action: PayloadAction<VideoRef & { at: string; id: string }>) {
        const { courseId, videoId, at, id } = action.payload;
        record(state, { type: 'lessonCompleted', courseId, lessonId: videoId, at, id });
      },
      prepare: (video: VideoRef, at?: string, id?: string) => stamped(video, at, id),
    },
    /** The player saved where the learner is in a lesson (rounded to a tenth of a second). */
    videoPositionSaved: {
      reducer(state, action: PayloadAction<VideoRef & { seconds: number; at: string; id: string }>) {
        const { courseId, videoId, seconds, at, id } = action.payload;
        if (!Number.isFinite(seconds) || seconds < 0) return;
        const rounded = Math.round(seconds * 10) / 10;
        record(state, { type: 'positionSaved', courseId, lessonId: videoId, seconds: rounded, at, id });
      },
      prepare: (position: VideoRef & { seconds: number }, at?: string, id?: string) =>
        stamped(position, at, id),
    },
    playbackRateChosen: {
      reducer(state, action: PayloadAction<{ rate: number; at: string; id: string }>) {
        const { rate, at, id } = action.payload;
        record(state, { type: 'playbackChosen', rate: nearestPlaybackRate(rate), at, id });
      },
      prepare: (rate: number, at?: string, id?: string) => stamped({ rate }, at, id),
    },
    autoAdvanceChanged: {
      reducer(state, action: PayloadAction<{ autoAdvance: boolean; at: string; id: string }>) {
        const { autoAdvance, at, id } = action.payload;
        record(state, { type: 'playbackChosen', autoAdvance, at, id });
      },
      prepare: (autoAdvance: boolean, at?: string, id?: string) => stamped({ autoAdvance }, at, id),
    },
    /** The learner starts the course again: every lesson from its beginning; completions stay. */
    courseRestarted: {
      reducer(state, action: PayloadAction<{ courseId: string; at: string; id: string }>) {
        const { courseId, at, id } = action.payload;
        record(state, { type: 'courseRestarted', courseId, at, id });
      },
      prepare: (course: { courseId: string }, at?: string, id?: string) => stamped(course, at, id),
    },
    /** The account's progress arrived (on sign-in, or as the player or profile opened): merged in. */
    accountProgressReceived(state, action: PayloadAction<{ record: ProgressRecord }>) {
      state.record = mergeProgress(recordOf(state), action.payload.record);
    },
    /** The backend took these events; its answer, the account's progress, is merged in. */
    progressDelivered(state, action: PayloadAction<{ eventIds: string[]; record: ProgressRecord }>) {
      const taken = new Set(action.payload.eventIds);
      state.outbox = state.outbox.filter((event) => !taken.has(event.id));
      state.record = mergeProgress(recordOf(state), action.payload.record);
    },
    /**
     * The backend refused these events (malformed, or naming what it does not have): sending them again
     * cannot succeed, so they leave the outbox, and the learner is told.
     */
    progressRefused(state, action: PayloadAction<{ eventIds: string[]; message: string }>) {
      const refused = new Set(action.payload.eventIds);
      const before = state.outbox.length;
      state.outbox = state.outbox.filter((event) => !refused.has(event.id));
      const count = before - state.outbox.length;
      if (count === 0) return;
      state.notSaved = {
        count: (state.notSaved?.count ?? 0) + count,
        reason: action.payload.message,
      };
    },
    /** The learner closed the notice that progress could not be saved. */
    progressNoticeDismissed(state) {
      state.notSaved = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(accountOpened, (state, action) => {
        // Checked in full by the opener (app/account-session.ts) as it read it from storage; anything that
        // is not even the slice's outline is ignored here too.
        const stored = action.payload.stored.courseProgress;
        if (!isRecord(stored) || !isRecord(stored.record) || !Array.isArray(stored.outbox)) return;
        const kept = stored as CourseProgressState;
        // What the account kept here, with its undelivered changes applied (they may be newer).
        state.record = mergeProgress(recordOf(state), applyProgressEvents(kept.record, kept.outbox));
        state.outbox = joinOutboxes(state.outbox, kept.outbox);
        // A load in this page is newer than what was kept.
        if (state.courses === undefined && Array.isArray(kept.courses))
          state.courses = kept.courses as Draft<PlayerCourse>[];
      })
      .addCase(accountClosed, () => initialState())
      .addMatcher(playerCoursesLoaded, (state, action) => {
        state.courses = action.payload as Draft<PlayerCourse>[];
      });
  },
});

export const {
  videoCompleted,
  videoPositionSaved,
  playbackRateChosen,
  autoAdvanceChanged,
  courseRestarted,
  accountProgressReceived,
  progressDelivered,
  progressRefused,
  progressNoticeDismissed,
} = courseProgressSlice.actions;

injectSlice(courseProgressSlice);

/** Any store: `courseProgress` is there once the slice's code has arrived and an action has run. */
type ProgressRoot = { courseProgress?: CourseProgressState };

const NOTHING_YET: CourseProgressState = initialState();

export const NO_IDS: string[] = [];
const NO_POSITIONS: Record<string, number> = {};

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);
const samePositions = (a: Record<string, number>, b: Record<string, number>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([id, s]) => b[id] === s);

/** The slice's state, or an empty one before the slice has joined the store. */
export const selectCourseProgress = (state: ProgressRoot): CourseProgressState =>
  state.courseProgress ?? NOTHING_YET;
/** The learner's progress record. */
export const selectProgressRecord = (state: ProgressRoot): ProgressRecord =>
  selectCourseProgress(state).record;
/** Changes the account refused since the learner was last told, or null. */
export const selectProgressNotSaved = (state: ProgressRoot): CourseProgressState['notSaved'] =>
  selectCourseProgress(state).notSaved ?? null;
/** The player courses this account last loaded, for a start without the backend (none before the first load). */
export const selectKeptPlayerCourses = (state: ProgressRoot): PlayerCourse[] | undefined =>
  selectCourseProgress(state).courses;
/** Changes the account has not taken yet. */
export const selectProgressOutbox = (state: ProgressRoot): ProgressEvent[] =>
  selectCourseProgress(state).outbox;

/** The completed lesson ids of a course (the same array while they stay the same, so nothing re-renders). */
export const selectCompletedVideoIds = createSelector(
  [(state: ProgressRoot, courseId: string) => ownEntry(selectProgressRecord(state).courses, courseId)],
  (course): string[] => {
    const ids = completedLessonIds(course);
    return ids.length === 0 ? NO_IDS : ids;
  },
  { memoizeOptions: { resultEqualityCheck: sameIds } },
);

/** The second to resume each lesson of a course at, for the lessons that have one. */
export const selectVideoPositions = createSelector(
  [(state: ProgressRoot, courseId: string) => ownEntry(selectProgressRecord(state).courses, courseId)],
  (course): Record<string, number> => {
    const positions: Record<string, number> = {};
    for (const lessonId of Object.keys(course?.lessons ?? {})) {
      const seconds = resumableSeconds(course, lessonId);
      if (seconds !== undefined) positions[lessonId] = seconds;
    }
    return Object.keys(positions).length === 0 ? NO_POSITIONS : positions;
  },
  { memoizeOptions: { resultEqualityCheck: samePositions } },
);

/** Always one of the offered speeds, whatever a stored state held. */
export const selectPlaybackRate = (state: ProgressRoot): number =>
  nearestPlaybackRate(selectProgressRecord(state).playback.rate);
export const selectAutoAdvance = (state: ProgressRoot): boolean =>
  selectProgressRecord(state).playback.autoAdvance;
