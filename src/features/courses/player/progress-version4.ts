/**
 * Progress as this browser kept it before it belonged to the account (persisted state version 4: completed
 * lesson ids per course, the time of each course's latest new completion, positions and playback, with no
 * times of their own). The first account to sign in afterwards takes it, as changes to send, so the account
 * learns it too.
 */
import { nearestPlaybackRate } from './player-controls';
import { applyProgressEvents, emptyProgressRecord } from './progress-record';
import type { ProgressEvent } from './progress-record';
import { newEventId } from './slice';
import type { CourseProgressState } from './slice';

import { isRecord } from '@/lib/loose-payload';

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string');
const isId = (value: string) => /^[A-Za-z0-9_-]{1,64}$/.test(value);
const isTime = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/**
 * The version-4 progress as a state of today's shape: what it said, as events (a completion at the course's
 * recorded time, else `now`; positions and playback as of `now`) in the outbox, and applied to the record.
 * Undefined when the value is not version-4 progress.
 */
export function progressFromVersion4(value: unknown, now: Date): CourseProgressState | undefined {
  if (!isRecord(value)) return undefined;
  const { completedByCourse, completedAtByCourse, positionsByCourse, playback } = value;
  if (!isRecord(completedByCourse) || !Object.values(completedByCourse).every(isStringList)) return undefined;
  const at = now.toISOString();
  const events: ProgressEvent[] = [];
  for (const [courseId, lessonIds] of Object.entries(completedByCourse)) {
    if (!isId(courseId) || !isStringList(lessonIds)) continue;
    const recorded = isRecord(completedAtByCourse) ? completedAtByCourse[courseId] : undefined;
    const completedAt = isTime(recorded) ? new Date(recorded).toISOString() : at;
    for (const lessonId of lessonIds.filter(isId))
      events.push({ id: newEventId(), at: completedAt, type: 'lessonCompleted', courseId, lessonId });
  }
  if (isRecord(positionsByCourse)) {
    for (const [courseId, positions] of Object.entries(positionsByCourse)) {
      if (!isId(courseId) || !isRecord(positions)) continue;
      for (const [lessonId, seconds] of Object.entries(positions)) {
        if (isId(lessonId) && typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0)
          events.push({ id: newEventId(), at, type: 'positionSaved', courseId, lessonId, seconds });
      }
    }
  }
  if (isRecord(playback)) {
    const rate = typeof playback.rate === 'number' ? nearestPlaybackRate(playback.rate) : 1;
    const autoAdvance = playback.autoAdvance === true;
    if (rate !== 1 || autoAdvance)
      events.push({ id: newEventId(), at, type: 'playbackChosen', rate, autoAdvance });
  }
  return { record: applyProgressEvents(emptyProgressRecord(), events), outbox: events };
}
