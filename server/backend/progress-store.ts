import fs from 'node:fs';
import path from 'node:path';

import { isBusy, type Db } from './db';
import type { ProgressEventWire, ProgressWire } from './learner-wire';
import {
  applyProgressEvent,
  emptyProgressState,
  progressWire,
  type CourseState,
  type ProgressState,
} from './progress';

/**
 * The events kept per learner: its newest MAX_STORED_EVENTS, and up to a tenth more before the oldest go
 * (db.ts, migration 12), so that letting them go costs one range delete every few hundred events rather than
 * a statement per batch. An event is kept only so that its id, sent again, changes nothing; its effect lives
 * on in the merged rows, which are bounded by the courses' lessons. Every field of the merge moves one way,
 * so an event older than the window, sent once more, merges to the same progress.
 */
export const MAX_STORED_EVENTS = 10_000;

interface LessonRow {
  course_id: string;
  lesson_id: string;
  completed_at: string | null;
  last_completed_at: string | null;
  position_seconds: number | null;
  position_at: string | null;
}

interface PlaybackRow {
  rate: number;
  rate_at: string | null;
  auto_advance: number;
  auto_advance_at: string | null;
}

/** What storing a batch did. */
export interface RecordedBatch {
  progress: ProgressWire;
  /** Events taken now; the rest had been taken before (by id) and changed nothing. */
  stored: number;
}

/** The learners' progress in SQLite: read per learner, and events merged in once each. */
export interface ProgressStore {
  /** The learner's merged progress (empty for a learner the backend has not heard of). */
  read(learner: string): ProgressWire;
  /**
   * When the backend first took an event of the learner in this course (ISO 8601), or undefined: no
   * completion in the course is dated before it.
   */
  firstActivity(learner: string, courseId: string): string | undefined;
  /**
   * Keeps each event not seen before (by the learner's event id) and merges it in, all or nothing; a
   * completion is dated no earlier than the learner's first activity in its course (the events' times are
   * already no later than `receivedAt`: readProgressBatch). Keeps the ids of the learner's newest
   * MAX_STORED_EVENTS events (the oldest go by an index range, so a sync's cost does not grow with the
   * history). Settles
   * once the batch is committed and synced to disk. Batches that arrive in the same turn of the event loop
   * share one commit (each in a savepoint of its own, so one that fails fails alone): with
   * `synchronous = FULL` the disk flush of the commit is most of a batch's cost, and many learners syncing
   * at once would otherwise pay it one after another. That flush runs off the event loop (walSync below):
   * the group's answers wait for it, other requests do not.
   */
  record(learner: string, events: readonly ProgressEventWire[], receivedAt: Date): Promise<RecordedBatch>;
}

interface PendingBatch {
  learner: string;
  events: readonly ProgressEventWire[];
  receivedAt: Date;
  resolve: (recorded: RecordedBatch) => void;
  reject: (error: unknown) => void;
}

/** Syncs a file's data to disk on libuv's thread pool (fdatasync), off the event loop. */
export function syncFileData(file: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    fs.open(file, 'r+', (openError, fd) => {
      if (openError) return reject(openError);
      fs.fdatasync(fd, (syncError) => fs.close(fd, () => (syncError ? reject(syncError) : resolve())));
    });
  });
}

/** The progress store over the backend's database; `syncFile` and `maxEvents` are replaced by tests only. */
export function progressStore(
  db: Db,
  { syncFile = syncFileData, maxEvents = MAX_STORED_EVENTS } = {},
): ProgressStore {
  const lessons = db.prepare<[string], LessonRow>(
    `SELECT course_id, lesson_id, completed_at, last_completed_at, position_seconds, position_at
     FROM progress_lessons WHERE learner = ?`,
  );
  const courses = db.prepare<
    [string],
    { course_id: string; restarted_at: string | null; first_active_ms: number | null }
  >('SELECT course_id, restarted_at, first_active_ms FROM progress_courses WHERE learner = ?');
  const firstActive = db.prepare<[string, string], { first_active_ms: number | null }>(
    'SELECT first_active_ms FROM progress_courses WHERE learner = ? AND course_id = ?',
  );
  const playback = db.prepare<[string], PlaybackRow>(
    'SELECT rate, rate_at, auto_advance, auto_advance_at FROM progress_playback WHERE learner = ?',
  );
  const insertEvent = db.prepare<[string, string]>(
    'INSERT OR IGNORE INTO progress_events (learner, id) VALUES (?, ?)',
  );
  const countEvents = db.prepare<[string, number], { events_kept: number }>(
    `INSERT INTO progress_learners (learner, events_kept) VALUES (?, ?)
     ON CONFLICT (learner) DO UPDATE SET events_kept = events_kept + excluded.events_kept
     RETURNING events_kept`,
  );
  const trimEvents = db.prepare<[string, string, number]>(
    `DELETE FROM progress_events WHERE learner = ? AND id IN
       (SELECT id FROM progress_events WHERE learner = ? ORDER BY id LIMIT ?)`,
  );
  const setCount = db.prepare<[number, string]>(
    'UPDATE progress_learners SET events_kept = ? WHERE learner = ?',
  );
  const slack = Math.max(1, Math.floor(maxEvents / 10));
  const saveLesson = db.prepare(
    `INSERT INTO progress_lessons (learner, course_id, lesson_id, completed_at, last_completed_at,
       position_seconds, position_at)
     VALUES (@learner, @courseId, @lessonId, @completedAt, @lastCompletedAt, @seconds, @positionAt)
     ON CONFLICT (learner, course_id, lesson_id) DO UPDATE SET completed_at = excluded.completed_at,
       last_completed_at = excluded.last_completed_at, position_seconds = excluded.position_seconds,
       position_at = excluded.position_at`,
  );
  const saveCourse = db.prepare(
    `INSERT INTO progress_courses (learner, course_id, restarted_at, first_active_ms)
     VALUES (@learner, @courseId, @restartedAt, @firstActiveMs)
     ON CONFLICT (learner, course_id) DO UPDATE SET restarted_at = excluded.restarted_at,
       first_active_ms = excluded.first_active_ms`,
  );
  const savePlayback = db.prepare(
    `INSERT INTO progress_playback (learner, rate, rate_at, auto_advance, auto_advance_at)
     VALUES (@learner, @rate, @rateAt, @autoAdvance, @autoAdvanceAt)
     ON CONFLICT (learner) DO UPDATE SET rate = excluded.rate, rate_at = excluded.rate_at,
       auto_advance = excluded.auto_advance, auto_advance_at = excluded.auto_advance_at`,
  );

  /** The learner's progress as a state to merge into, and each course's first activity (ms). */
  const readState = (learner: string): { progress: ProgressState; firstActiveMs: Map<string, number> } => {
    const progress = emptyProgressState();
    const firstActiveMs = new Map<string, number>();
    const courseOf = (courseId: string): CourseState => {
      let course = progress.courses.get(courseId);
      if (!course) {
        course = { lessons: new Map() };
        progress.courses.set(courseId, course);
      }
      return course;
    };
    for (const row of courses.all(learner)) {
      const course = courseOf(row.course_id);
      if (row.restarted_at !== null) course.restartedAt = row.restarted_at;
      if (row.first_active_ms !== null) firstActiveMs.set(row.course_id, row.first_active_ms);
    }
    for (const row of lessons.all(learner)) {
      courseOf(row.course_id).lessons.set(row.lesson_id, {
        ...(row.completed_at === null ? {} : { completedAt: row.completed_at }),
        ...(row.last_completed_at === null ? {} : { lastCompletedAt: row.last_completed_at }),
        ...(row.position_seconds === null || row.position_at === null
          ? {}
          : { position: { seconds: row.position_seconds, at: row.position_at } }),
      });
    }
    const choice = playback.get(learner);
    if (choice) {
      progress.playback = {
        rate: choice.rate,
        rateAt: choice.rate_at,
        autoAdvance: choice.auto_advance === 1,
        autoAdvanceAt: choice.auto_advance_at,
      };
    }
    return { progress, firstActiveMs };
  };

  const read = (learner: string): ProgressWire => progressWire(readState(learner).progress);

  /**
   * Writes the rows the new events touched: a course's row when it was restarted or first active now
   * (`newlyActive`), each lesson's row, the playback's.
   */
  const write = (
    learner: string,
    progress: ProgressState,
    firstActiveMs: ReadonlyMap<string, number>,
    newlyActive: ReadonlySet<string>,
    events: readonly ProgressEventWire[],
  ) => {
    const touchedLessons = new Map<string, Set<string>>();
    const touchedCourses = new Set(newlyActive);
    let touchedPlayback = false;
    for (const event of events) {
      if (event.type === 'playbackChosen') touchedPlayback = true;
      else {
        const inCourse = touchedLessons.get(event.courseId) ?? new Set<string>();
        touchedLessons.set(event.courseId, inCourse);
        if (event.type === 'courseRestarted') touchedCourses.add(event.courseId);
        else inCourse.add(event.lessonId);
      }
    }
    for (const [courseId, lessonIds] of touchedLessons) {
      const course = progress.courses.get(courseId);
      if (touchedCourses.has(courseId))
        saveCourse.run({
          learner,
          courseId,
          restartedAt: course?.restartedAt ?? null,
          firstActiveMs: firstActiveMs.get(courseId) ?? null,
        });
      for (const lessonId of lessonIds) {
        const lesson = course?.lessons.get(lessonId) ?? {};
        saveLesson.run({
          learner,
          courseId,
          lessonId,
          completedAt: lesson.completedAt ?? null,
          lastCompletedAt: lesson.lastCompletedAt ?? null,
          seconds: lesson.position?.seconds ?? null,
          positionAt: lesson.position?.at ?? null,
        });
      }
    }
    if (touchedPlayback) {
      const { rate, rateAt, autoAdvance, autoAdvanceAt } = progress.playback;
      savePlayback.run({ learner, rate, rateAt, autoAdvance: autoAdvance ? 1 : 0, autoAdvanceAt });
    }
  };

  const record = db.transaction(
    (learner: string, events: readonly ProgressEventWire[], receivedAt: Date): RecordedBatch => {
      // An id seen before, in an earlier batch or earlier in this one, is not taken again.
      const receivedMs = receivedAt.getTime();
      const fresh = events.filter((event) => insertEvent.run(learner, event.id).changes === 1);
      if (fresh.length > 0) {
        // The window: past a tenth over, the oldest ids go down to MAX_STORED_EVENTS (an index range).
        const kept = countEvents.get(learner, fresh.length)?.events_kept ?? 0;
        if (kept > maxEvents + slack) {
          trimEvents.run(learner, learner, kept - maxEvents);
          setCount.run(maxEvents, learner);
        }
      }
      // Read afresh inside the transaction, so merging in place changes nobody else's copy.
      const { progress, firstActiveMs } = readState(learner);
      const newlyActive = new Set<string>();
      for (const event of fresh) {
        if (event.type === 'playbackChosen') {
          applyProgressEvent(progress, event);
          continue;
        }
        // A course's first activity is when the backend first took an event of it: a completion dated
        // before (a clock behind, a forged time) is dated then.
        let first = firstActiveMs.get(event.courseId);
        if (first === undefined) {
          first = receivedMs;
          firstActiveMs.set(event.courseId, first);
          newlyActive.add(event.courseId);
        }
        const notBefore = new Date(first).toISOString();
        applyProgressEvent(
          progress,
          event.type === 'lessonCompleted' && event.at < notBefore ? { ...event, at: notBefore } : event,
        );
      }
      if (fresh.length > 0) write(learner, progress, firstActiveMs, newlyActive, fresh);
      return { progress: progressWire(progress), stored: fresh.length };
    },
  );

  const firstActivity = (learner: string, courseId: string): string | undefined => {
    const ms = firstActive.get(learner, courseId)?.first_active_ms;
    return ms === null || ms === undefined ? undefined : new Date(ms).toISOString();
  };

  // Called inside `commitGroup`, `record` runs in a savepoint: a batch that throws is rolled back alone.
  // SQLite being busy is the whole group's problem (the caller answers 503), so it ends the transaction.
  const commitGroup = db.transaction((group: readonly PendingBatch[]) =>
    group.map((batch) => {
      try {
        return { ok: true as const, recorded: record(batch.learner, batch.events, batch.receivedAt) };
      } catch (error) {
        if (isBusy(error)) throw error;
        return { ok: false as const, error };
      }
    }),
  );

  // With the database in WAL mode at `synchronous = FULL` (db.ts), a commit is on disk when the WAL is: SQLite
  // would sync the WAL inside the commit, blocking the event loop for the disk's time (about as long as the
  // whole group's CPU work on this kind of machine). The group commits at `NORMAL` instead (the WAL written,
  // not synced; a checkpoint still syncs) and the WAL file is then synced on libuv's thread pool: the
  // group's answers wait for that sync, so "answered" still means "on disk"; other requests go on meanwhile.
  // Another request may read the group's rows before the sync ends (as it may, with FULL, once the commit
  // returns); the group's own batches are answered only after it.
  const walFile = db.memory ? undefined : `${path.resolve(db.name)}-wal`;
  const syncLevel = Number(db.pragma('synchronous', { simple: true }));
  const walSync =
    walFile !== undefined && db.pragma('journal_mode', { simple: true }) === 'wal' && syncLevel >= 2
      ? () => syncFile(walFile)
      : undefined;
  const commitUnsynced = (group: readonly PendingBatch[]) => {
    db.pragma('synchronous = NORMAL');
    try {
      return commitGroup(group);
    } finally {
      db.pragma(`synchronous = ${syncLevel}`);
    }
  };

  let pending: PendingBatch[] = [];
  const flush = () => {
    const group = pending;
    pending = [];
    let outcomes: ReturnType<typeof commitGroup>;
    try {
      outcomes = walSync ? commitUnsynced(group) : commitGroup(group);
    } catch (error) {
      for (const batch of group) batch.reject(error);
      return;
    }
    // Only now, with the commit on disk, does any batch of the group count as stored.
    const answer = () =>
      outcomes.forEach((outcome, index) => {
        const batch = group[index];
        if (!batch) return;
        if (outcome.ok) batch.resolve(outcome.recorded);
        else batch.reject(outcome.error);
      });
    if (!walSync) return answer();
    // A failed sync answers the group with the error (a 500): the learners send the batches again, and the
    // events already kept are kept once.
    walSync().then(answer, (error: unknown) => {
      for (const batch of group) batch.reject(error);
    });
  };

  return {
    read,
    firstActivity,
    record: (learner, events, receivedAt) =>
      new Promise<RecordedBatch>((resolve, reject) => {
        // The first batch of a turn schedules the commit after this turn's I/O: the requests already read
        // from their sockets join it.
        if (pending.length === 0) setImmediate(flush);
        pending.push({ learner, events, receivedAt, resolve, reject });
      }),
  };
}
