import { selectCourseProgressSummaries } from './progress-summaries';
import {
  autoAdvanceChanged,
  catalogueCategorySelected,
  catalogueFiltersCleared,
  catalogueFiltersRestoredFromAddress,
  catalogueSearchChanged,
  catalogueTabChanged,
  courseProgressReset,
  courseProgressSlice,
  coursesSlice,
  isCourseProgressState,
  playbackRateChosen,
  selectAutoAdvance,
  selectCompletedVideoIds,
  selectPlaybackRate,
  selectVideoPositions,
  videoCompleted,
  videoPositionSaved,
} from './slice';
import type { CourseProgressState } from './slice';

const reduce = courseProgressSlice.reducer;
const T1 = '2026-11-20T09:00:00.000Z';
const T2 = '2026-11-21T10:30:00.000Z';
const root = (courseProgress: CourseProgressState) => ({ courseProgress });

describe('course progress slice', () => {
  it('records a completed video once per course, with the time of the first completion', () => {
    let state = reduce(undefined, videoCompleted({ courseId: '1', videoId: 'v1' }, T1));
    state = reduce(state, videoCompleted({ courseId: '1', videoId: 'v1' }, T2));
    state = reduce(state, videoCompleted({ courseId: '2', videoId: 'v1' }, T2));
    expect(state.completedByCourse).toEqual({ '1': ['v1'], '2': ['v1'] });
    expect(state.completedAtByCourse).toEqual({ '1': T1, '2': T2 });
  });

  it('keeps the position per video, rounded to a tenth, and forgets it when the video is completed', () => {
    let state = reduce(undefined, videoPositionSaved({ courseId: '1', videoId: 'v1', seconds: 2.345 }));
    state = reduce(state, videoPositionSaved({ courseId: '1', videoId: 'v2', seconds: 1 }));
    state = reduce(state, videoPositionSaved({ courseId: '1', videoId: 'v2', seconds: Number.NaN }));
    expect(selectVideoPositions(root(state), '1')).toEqual({ v1: 2.3, v2: 1 });
    state = reduce(state, videoCompleted({ courseId: '1', videoId: 'v1' }, T1));
    expect(selectVideoPositions(root(state), '1')).toEqual({ v2: 1 });
  });

  it('resets one course and leaves the others alone', () => {
    let state = reduce(undefined, videoCompleted({ courseId: '1', videoId: 'v1' }, T1));
    state = reduce(state, videoPositionSaved({ courseId: '1', videoId: 'v2', seconds: 3 }));
    state = reduce(state, videoCompleted({ courseId: '2', videoId: 'v3' }, T2));
    state = reduce(state, courseProgressReset({ courseId: '1' }));
    expect(selectCompletedVideoIds(root(state), '1')).toEqual([]);
    expect(selectVideoPositions(root(state), '1')).toEqual({});
    expect(state.completedAtByCourse).toEqual({ '2': T2 });
    expect(selectCompletedVideoIds(root(state), '2')).toEqual(['v3']);
  });

  it('returns the same empty values for a course without progress, so components do not re-render', () => {
    const state = reduce(undefined, { type: 'init' });
    expect(selectCompletedVideoIds(root(state), '9')).toBe(selectCompletedVideoIds(root(state), '8'));
    expect(selectVideoPositions(root(state), '9')).toBe(selectVideoPositions(root(state), '8'));
  });

  it('summarises every player course with completed of total and the completion date once finished', () => {
    let state = reduce(undefined, videoCompleted({ courseId: '1', videoId: 'v1' }, T1));
    for (const videoId of ['v1', 'v2', 'v3'])
      state = reduce(state, videoCompleted({ courseId: '2', videoId }, T2));
    // An id the course does not have does not count.
    state = reduce(state, videoCompleted({ courseId: '3', videoId: 'gone' }, T2));
    const summaries = selectCourseProgressSummaries(root(state));
    expect(
      summaries.map(({ courseId, progress, completedAt }) => ({ courseId, ...progress, completedAt })),
    ).toEqual([
      { courseId: '1', completed: 1, total: 3, percent: 33, isComplete: false, completedAt: null },
      { courseId: '2', completed: 3, total: 3, percent: 100, isComplete: true, completedAt: T2 },
      { courseId: '3', completed: 0, total: 3, percent: 0, isComplete: false, completedAt: null },
    ]);
    expect(selectCourseProgressSummaries(root(state))).toBe(summaries);
  });

  it('accepts only its own shape from storage', () => {
    expect(isCourseProgressState(reduce(undefined, { type: 'init' }))).toBe(true);
    expect(isCourseProgressState({ completedByCourse: {} })).toBe(false);
    expect(
      isCourseProgressState({
        completedByCourse: {},
        completedAtByCourse: {},
        positionsByCourse: { '1': { v1: '3' } },
      }),
    ).toBe(false);
    expect(
      isCourseProgressState({
        completedByCourse: { '1': [1] },
        completedAtByCourse: {},
        positionsByCourse: {},
      }),
    ).toBe(false);
  });
});

describe('catalogue slice', () => {
  it('keeps the tab, category and search, and clears the filters', () => {
    let state = coursesSlice.reducer(undefined, catalogueTabChanged('instructors'));
    state = coursesSlice.reducer(state, catalogueCategorySelected('Leadership'));
    state = coursesSlice.reducer(state, catalogueSearchChanged('lead'));
    expect(state).toEqual({ tab: 'instructors', category: 'Leadership', search: 'lead' });
    expect(coursesSlice.reducer(state, catalogueFiltersCleared())).toEqual({
      tab: 'instructors',
      category: 'All',
      search: '',
    });
  });

  it('takes the tab and filters from the address as a whole', () => {
    const state = coursesSlice.reducer(undefined, catalogueSearchChanged('typed'));
    expect(
      coursesSlice.reducer(
        state,
        catalogueFiltersRestoredFromAddress({ tab: 'instructors', category: 'Leadership', search: '' }),
      ),
    ).toEqual({ tab: 'instructors', category: 'Leadership', search: '' });
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
    expect(state.playback.rate).toBe(2);
  });

  it('survives a course restart', () => {
    let state = reduce(undefined, playbackRateChosen(0.75));
    state = reduce(state, courseProgressReset({ courseId: '1' }));
    expect(selectPlaybackRate(root(state))).toBe(0.75);
  });
});
