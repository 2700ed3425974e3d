import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

import { ALL_CATEGORIES } from './catalogue-filters';
import { DEFAULT_PLAYBACK, nearestPlaybackRate } from './player-controls';
import type { PlaybackPreferences } from './player-controls';

import { isRecord } from '@/lib/loose-payload';

/**
 * The learner's progress in the player courses, persisted across reloads (versioned in app/persist.ts):
 * the completed video ids per course, when the course's last new video was completed, the second
 * reached inside each video, and how the learner likes to watch (speed, moving on by itself).
 */
export type CourseProgressState = {
  completedByCourse: Record<string, string[]>;
  /** ISO time of the latest newly completed video per course: a finished course's completion date. */
  completedAtByCourse: Record<string, string>;
  /** Seconds reached per video id, per course. */
  positionsByCourse: Record<string, Record<string, number>>;
  /** The same for every lesson of every course, so a speed chosen once holds until changed. */
  playback: PlaybackPreferences;
};

const initialState: CourseProgressState = {
  completedByCourse: {},
  completedAtByCourse: {},
  positionsByCourse: {},
  playback: DEFAULT_PLAYBACK,
};

type VideoRef = { courseId: string; videoId: string };

export const NO_IDS: string[] = [];

/** A copy of a record without one key. */
const without = <T>(record: Record<string, T>, key: string): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([candidate]) => candidate !== key));
const NO_POSITIONS: Record<string, number> = {};

export const courseProgressSlice = createSlice({
  name: 'courseProgress',
  initialState,
  reducers: {
    videoCompleted: {
      reducer(state, action: PayloadAction<VideoRef & { completedAt: string }>) {
        const { courseId, videoId, completedAt } = action.payload;
        const completed = (state.completedByCourse[courseId] ??= []);
        if (!completed.includes(videoId)) {
          completed.push(videoId);
          state.completedAtByCourse[courseId] = completedAt;
        }
        // Watched to the end: watching it again starts from the beginning.
        const positions = state.positionsByCourse[courseId];
        if (positions) state.positionsByCourse[courseId] = without(positions, videoId);
      },
      prepare: (video: VideoRef, completedAt: string = new Date().toISOString()) => ({
        payload: { ...video, completedAt },
      }),
    },
    videoPositionSaved(state, action: PayloadAction<VideoRef & { seconds: number }>) {
      const { courseId, videoId, seconds } = action.payload;
      if (!Number.isFinite(seconds) || seconds < 0) return;
      (state.positionsByCourse[courseId] ??= {})[videoId] = Math.round(seconds * 10) / 10;
    },
    playbackRateChosen(state, action: PayloadAction<number>) {
      state.playback.rate = nearestPlaybackRate(action.payload);
    },
    autoAdvanceChanged(state, action: PayloadAction<boolean>) {
      state.playback.autoAdvance = action.payload;
    },
    courseProgressReset(state, action: PayloadAction<{ courseId: string }>) {
      const { courseId } = action.payload;
      state.completedByCourse = without(state.completedByCourse, courseId);
      state.completedAtByCourse = without(state.completedAtByCourse, courseId);
      state.positionsByCourse = without(state.positionsByCourse, courseId);
    },
  },
  selectors: {
    selectCompletedVideoIds: (state, courseId: string): string[] =>
      state.completedByCourse[courseId] ?? NO_IDS,
    selectVideoPositions: (state, courseId: string): Record<string, number> =>
      state.positionsByCourse[courseId] ?? NO_POSITIONS,
    selectCourseCompletedAt: (state, courseId: string): string | undefined =>
      state.completedAtByCourse[courseId],
    /** Always one of the offered speeds, whatever a stored state held. */
    selectPlaybackRate: (state): number => nearestPlaybackRate(state.playback.rate),
    selectAutoAdvance: (state): boolean => state.playback.autoAdvance,
  },
});

export const {
  videoCompleted,
  videoPositionSaved,
  playbackRateChosen,
  autoAdvanceChanged,
  courseProgressReset,
} = courseProgressSlice.actions;
export const {
  selectCompletedVideoIds,
  selectVideoPositions,
  selectCourseCompletedAt,
  selectPlaybackRate,
  selectAutoAdvance,
} = courseProgressSlice.selectors;

const isPlaybackPreferences = (value: unknown): value is PlaybackPreferences =>
  isRecord(value) &&
  typeof value.rate === 'number' &&
  Number.isFinite(value.rate) &&
  typeof value.autoAdvance === 'boolean';

/** True when a value read back from storage has the shape of this slice's state. */
export function isCourseProgressState(value: unknown): value is CourseProgressState {
  if (!isRecord(value)) return false;
  const { completedByCourse, completedAtByCourse, positionsByCourse, playback } = value;
  return (
    isPlaybackPreferences(playback) &&
    isRecord(completedByCourse) &&
    Object.values(completedByCourse).every(
      (ids) => Array.isArray(ids) && ids.every((id) => typeof id === 'string'),
    ) &&
    isRecord(completedAtByCourse) &&
    Object.values(completedAtByCourse).every((time) => typeof time === 'string') &&
    isRecord(positionsByCourse) &&
    Object.values(positionsByCourse).every(
      (positions) =>
        isRecord(positions) &&
        Object.values(positions).every((seconds) => typeof seconds === 'number' && Number.isFinite(seconds)),
    )
  );
}

export type CatalogueTab = 'courses' | 'instructors';

/** The catalogue's client state: the open tab and the course filters, mirrored in the address. */
export type CoursesState = { tab: CatalogueTab; category: string; search: string };

const initialCatalogue: CoursesState = { tab: 'courses', category: ALL_CATEGORIES, search: '' };

export const coursesSlice = createSlice({
  name: 'courses',
  initialState: initialCatalogue,
  reducers: {
    catalogueTabChanged(state, action: PayloadAction<CatalogueTab>) {
      state.tab = action.payload;
    },
    catalogueCategorySelected(state, action: PayloadAction<string>) {
      state.category = action.payload;
    },
    catalogueSearchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload;
    },
    catalogueFiltersCleared(state) {
      state.category = ALL_CATEGORIES;
      state.search = '';
    },
    catalogueFiltersRestoredFromAddress(_state, action: PayloadAction<CoursesState>) {
      const { tab, category, search } = action.payload;
      return { tab, category, search };
    },
  },
  selectors: {
    selectCatalogueTab: (state) => state.tab,
    selectCatalogueCategory: (state) => state.category,
    selectCatalogueSearch: (state) => state.search,
    /** The tab and filters together: the slice holds nothing else, so this is the state itself. */
    selectCatalogueFilters: (state): CoursesState => state,
  },
});

export const {
  catalogueTabChanged,
  catalogueCategorySelected,
  catalogueSearchChanged,
  catalogueFiltersCleared,
  catalogueFiltersRestoredFromAddress,
} = coursesSlice.actions;
export const { selectCatalogueTab, selectCatalogueCategory, selectCatalogueSearch, selectCatalogueFilters } =
  coursesSlice.selectors;
