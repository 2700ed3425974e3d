import { isCourseProgressState } from './progress-reader';
import { selectCourseProgressSummaries } from './progress-summaries';
import {
  accountProgressReceived,
  autoAdvanceChanged,
  courseProgressSlice,
  courseRestarted,
  playbackRateChosen,
  progressDelivered,
  progressRefused,
  selectAutoAdvance,
  selectCompletedVideoIds,
  selectKeptPlayerCourses,
  selectPlaybackRate,
  selectVideoPositions,
  videoCompleted,
  videoPositionSaved,
} from './slice';
import type { CourseProgressState } from './slice';

import { accountClosed, accountOpened } from '@/lib/account';

import { seedPlayerCourses } from '@test/fixtures/player-courses';

const reduce = courseProgressSlice.reducer;
const T1 = '2026-11-20T09:00:00.000Z';
const T2 = '2026-11-21T10:30:00.000Z';
const T3 = '2026-11-21T10:31:00.000Z';
const root = (courseProgress: CourseProgressState) => ({ courseProgress });
const init = () => reduce(undefined, { type: 'init' });

describe('course progress slice', () => {
  it('keeps a completed video completed, with the time of its first completion', () => {
    let state = reduce(undefined, videoCompleted({ courseId: '1', videoId: 'v1' }, T2));
    state = reduce(state, videoCompleted({ courseId: '1', videoId: 'v1' }, T1));
    state = reduce(state, videoCompleted({ courseId: '2', videoId: 'v1' }, T2));
    expect(selectCompletedVideoIds(root(state), '1')).toEqual(['v1']);
    expect(state.record.courses['1']?.lessons.v1).toEqual({ completedAt: T1, lastCompletedAt: T2 });
    expect(selectCompletedVideoIds(root(state), '2')).toEqual(['v1']);
  });

  it('keeps the position per video, rounded to a tenth, and starts a video watched to its end from 0:00', () => {
    let state = reduce(undefined, videoPositionSaved({ courseId: '1', videoId: 'v1', seconds: 2.345 }, T1));
    state = reduce(state, videoPositionSaved({ courseId: '1', videoId: 'v2', seconds: 1 }, T1));
    state = reduce(state, videoPositionSaved({ courseId: '1', videoId: 'v2', seconds: Number.NaN }, T2));
    expect(selectVideoPositions(root(state), '1')).toEqual({ v1: 2.3, v2: 1 });
    state = reduce(state, videoCompleted({ courseId: '1', videoId: 'v1' }, T2));
    expect(selectVideoPositions(root(state), '1')).toEqual({ v2: 1 });
    // Watched again after its end: the new position counts.
    state = reduce(state, videoPositionSaved({ courseId: '1', videoId: 'v1', seconds: 3 }, T3));
    expect(selectVideoPositions(root(state), '1')).toEqual({ v1: 3, v2: 1 });
  });

  it('never lets a player that has just opened (under 1 s) erase a saved position', () => {
    let state = reduce(undefined, videoPositionSaved({ courseId: '1', videoId: 'v2', seconds: 5 }, T1));
    state = reduce(state, videoPositionSaved({ courseId: '1', videoId: 'v2', seconds: 0.4 }, T2));
    expect(selectVideoPositions(root(state), '1')).toEqual({ v2: 5 });
  });

  it('restarts a course: every lesson from its beginning, its completions kept, the others untouched', () => {
    let state = reduce(undefined, videoCompleted({ courseId: '1', videoId: 'v1' }, T1));
    state = reduce(state, videoPositionSaved({ courseId: '1', videoId: 'v2', seconds: 3 }, T1));
    state = reduce(state, videoPositionSaved({ courseId: '2', videoId: 'v3', seconds: 7 }, T1));
    state = reduce(state, courseRestarted({ courseId: '1' }, T2));
    expect(selectCompletedVideoIds(root(state), '1')).toEqual(['v1']);
    expect(selectVideoPositions(root(state), '1')).toEqual({});
    expect(selectVideoPositions(root(state), '2')).toEqual({ v3: 7 });
  });

  it('puts every change in the outbox with its own id and time, keeping only the position that counts', () => {
    let state = reduce(undefined, videoCompleted({ courseId: '1', videoId: 'v1' }, T1, 'c1'));
    state = reduce(state, videoPositionSaved({ courseId: '1', videoId: 'v2', seconds: 3 }, T1, 'p1'));
    state = reduce(state, videoPositionSaved({ courseId: '1', videoId: 'v2', seconds: 8 }, T2, 'p2'));
    state = reduce(state, playbackRateChosen(1.5, T3, 'r1'));
    expect(state.outbox.map((event) => [event.id, event.type])).toEqual([
      ['c1', 'lessonCompleted'],
      ['p2', 'positionSaved'],
      ['r1', 'playbackChosen'],
    ]);
    // Without an id and time given, each event gets its own.
    const a = reduce(undefined, videoCompleted({ courseId: '1', videoId: 'v1' }));
    const b = reduce(undefined, videoCompleted({ courseId: '1', videoId: 'v1' }));
    expect(a.outbox[0]?.id).not.toBe(b.outbox[0]?.id);
    expect(a.outbox[0]?.id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });

  it('takes the events the backend took out of the outbox, and merges its answer', () => {
    let state = reduce(undefined, videoCompleted({ courseId: '1', videoId: 'v1' }, T1, 'c1'));
    state = reduce(state, videoPositionSaved({ courseId: '1', videoId: 'v2', seconds: 3 }, T2, 'p1'));
    const account = reduce(undefined, videoCompleted({ courseId: '2', videoId: 'v1' }, T1)).record;
    state = reduce(state, progressDelivered({ eventIds: ['c1'], record: account }));
    expect(state.outbox.map((event) => event.id)).toEqual(['p1']);
    expect(selectCompletedVideoIds(root(state), '2')).toEqual(['v1']);
    expect(selectCompletedVideoIds(root(state), '1')).toEqual(['v1']);
    state = reduce(state, progressRefused({ eventIds: ['p1'], message: 'malformed' }));
    expect(state.outbox).toEqual([]);
    expect(selectVideoPositions(root(state), '1')).toEqual({ v2: 3 });
  });

  it("merges the account's progress: another device's completions and later positions join, nothing is lost", () => {
    let state = reduce(undefined, videoPositionSaved({ courseId: '1', videoId: 'v2', seconds: 3 }, T1));
    let phone = reduce(undefined, videoCompleted({ courseId: '1', videoId: 'v1' }, T1));
    phone = reduce(phone, videoPositionSaved({ courseId: '1', videoId: 'v2', seconds: 5 }, T2));
    state = reduce(state, accountProgressReceived({ record: phone.record }));
    expect(selectCompletedVideoIds(root(state), '1')).toEqual(['v1']);
    expect(selectVideoPositions(root(state), '1')).toEqual({ v2: 5 });
    // The merge is not a change of this browser: nothing new to send.
    expect(state.outbox).toHaveLength(1);
  });

  it('opens an account with what was kept for it, changes still to send applied, and empties at its close', () => {
    const kept = reduce(undefined, videoCompleted({ courseId: '3', videoId: 'v1' }, T1, 'kept'));
    const stored: CourseProgressState = { record: { ...kept.record, courses: {} }, outbox: kept.outbox };
    let state = reduce(init(), accountOpened({ sub: 'user-1', stored: { courseProgress: stored } }));
    expect(selectCompletedVideoIds(root(state), '3')).toEqual(['v1']);
    expect(state.outbox.map((event) => event.id)).toEqual(['kept']);
    state = reduce(state, accountClosed({ sub: 'user-1', forgotten: false }));
    expect(state).toEqual(init());
    // What is not progress is ignored.
    expect(reduce(init(), accountOpened({ sub: 'x', stored: { courseProgress: { bad: 1 } } }))).toEqual(
      init(),
    );
  });

  it('returns the same values while they stay the same, so components do not re-render', () => {
    let state = init();
    expect(selectCompletedVideoIds(root(state), '9')).toBe(selectCompletedVideoIds(root(state), '8'));
    expect(selectVideoPositions(root(state), '9')).toBe(selectVideoPositions(root(state), '8'));
    state = reduce(state, videoCompleted({ courseId: '1', videoId: 'v1' }, T1));
    const ids = selectCompletedVideoIds(root(state), '1');
    state = reduce(state, videoPositionSaved({ courseId: '1', videoId: 'v2', seconds: 4 }, T2));
    expect(selectCompletedVideoIds(root(state), '1')).toBe(ids);
  });

  it('summarises every player course with completed of total and the completion date once finished', () => {
    let state = reduce(undefined, videoCompleted({ courseId: '1', videoId: 'v1' }, T1));
    state = reduce(state, videoCompleted({ courseId: '2', videoId: 'v1' }, T2));
    state = reduce(state, videoCompleted({ courseId: '2', videoId: 'v2' }, T1));
    state = reduce(state, videoCompleted({ courseId: '2', videoId: 'v3' }, T1));
    // Watching one again later does not move the course's completion date.
    state = reduce(state, videoCompleted({ courseId: '2', videoId: 'v1' }, T3));
    // An id the course does not have does not count.
    state = reduce(state, videoCompleted({ courseId: '3', videoId: 'gone' }, T2));
    const courses = seedPlayerCourses();
    const summaries = selectCourseProgressSummaries(root(state), courses);
    expect(
      summaries.map(({ courseId, progress, completedAt }) => ({ courseId, ...progress, completedAt })),
    ).toEqual([
      { courseId: '1', completed: 1, total: 3, percent: 33, isComplete: false, completedAt: null },
      { courseId: '2', completed: 3, total: 3, percent: 100, isComplete: true, completedAt: T2 },
      { courseId: '3', completed: 0, total: 3, percent: 0, isComplete: false, completedAt: null },
    ]);
    expect(selectCourseProgressSummaries(root(state), courses)).toBe(summaries);
  });

  it('accepts only its own shape from storage', () => {
    expect(isCourseProgressState(init())).toBe(true);
    expect(isCourseProgressState({ completedByCourse: {} })).toBe(false);
    expect(
      isCourseProgressState({ record: init().record, outbox: [{ id: 'x', type: 'lessonCompleted' }] }),
    ).toBe(false);
    expect(
      isCourseProgressState({
        record: { courses: { '1': { lessons: { v1: { completedAt: 'soon' } } } } },
        outbox: [],
      }),
    ).toBe(false);
  });
});

describe('the kept player courses', () => {
  const loaded = (courses: unknown, endpointName = 'getPlayerCourses') => ({
    type: 'api/executeQuery/fulfilled',
    payload: courses,
    meta: { requestStatus: 'fulfilled', requestId: 'r1', arg: { endpointName } },
  });

  it('keeps each load of the player courses, and nothing another endpoint answers', () => {
    const courses = seedPlayerCourses();
    let state = reduce(init(), loaded(courses));
    expect(selectKeptPlayerCourses(root(state))).toEqual(courses);
    state = reduce(state, loaded([], 'getEvents'));
    expect(selectKeptPlayerCourses(root(state))).toEqual(courses);
    const [first] = courses;
    if (!first) throw new Error('no course');
    state = reduce(state, loaded([first]));
    expect(selectKeptPlayerCourses(root(state))).toEqual([first]);
  });

  it("opens with the account's kept copy unless this page already loaded them, and forgets them on close", () => {
    const courses = seedPlayerCourses();
    const stored = { courseProgress: { record: init().record, outbox: [], courses } };
    let state = reduce(init(), accountOpened({ sub: 'a', stored }));
    expect(selectKeptPlayerCourses(root(state))).toEqual(courses);
    const newer = courses.slice(0, 1);
    state = reduce(reduce(init(), loaded(newer)), accountOpened({ sub: 'a', stored }));
    expect(selectKeptPlayerCourses(root(state))).toEqual(newer);
    state = reduce(state, accountClosed({ sub: 'a', forgotten: false }));
    expect(selectKeptPlayerCourses(root(state))).toBeUndefined();
  });

  it('reads back only whole courses from storage', () => {
    const courses = seedPlayerCourses();
    const kept = (value: unknown) => ({ record: init().record, outbox: [], courses: value });
    expect(isCourseProgressState(kept(courses))).toBe(true);
    expect(isCourseProgressState(kept('courses'))).toBe(false);
    const [first] = courses;
    if (!first) throw new Error('no course');
    // A lesson the player could not play (no video) means the copy is not what was kept.
    const broken = { ...first, videos: first.videos.map((video) => ({ ...video, videoUrl: '' })) };
    expect(isCourseProgressState(kept([broken]))).toBe(false);
  });
});

describe('event ids', () => {
  it('gives each change an id the backend takes, in the order the changes were made', () => {
    let state = init();
    for (let lesson = 1; lesson <= 200; lesson += 1)
      state = reduce(state, videoCompleted({ courseId: '1', videoId: `v${lesson}` }));
    const ids = state.outbox.map((event) => event.id);
    expect(new Set(ids).size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    // Made within the same milliseconds, they still sort as they were made: the backend keeps a learner's
    // events ordered by id, and a batch then lands in one place.
    expect([...ids].sort()).toEqual(ids);
  });
});

describe('playback preferences', () => {
  it('starts at normal speed without auto-advance, and keeps what the learner chooses', () => {
    let state = reduce(undefined, { type: 'init' });
    expect(selectPlaybackRate(root(state))).toBe(1);
    expect(selectAutoAdvance(root(state))).toBe(false);
    state = reduce(state, playbackRateChosen(1.5));
    state = reduce(state, autoAdvanceChanged(true));
    expect(selectPlaybackRate(root(state))).toBe(1.5);
    expect(selectAutoAdvance(root(state))).toBe(true);
  });

  it('keeps only speeds the player offers', () => {
    const state = reduce(undefined, playbackRateChosen(9));
    expect(state.record.playback.rate).toBe(2);
  });

  it('survives a course restart', () => {
    let state = reduce(undefined, playbackRateChosen(0.75));
    state = reduce(state, courseRestarted({ courseId: '1' }));
    expect(selectPlaybackRate(root(state))).toBe(0.75);
  });
});
