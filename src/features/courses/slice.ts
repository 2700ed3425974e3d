import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/** Completed video ids per player course: the learner's progress, persisted across reloads. */
export type CourseProgressState = {
  completedByCourse: Record<string, string[]>;
};

const initialState: CourseProgressState = { completedByCourse: {} };

export const courseProgressSlice = createSlice({
  name: 'courseProgress',
  initialState,
  reducers: {
    videoCompleted(state, action: PayloadAction<{ courseId: string; videoId: string }>) {
      const { courseId, videoId } = action.payload;
      const completed = (state.completedByCourse[courseId] ??= []);
      if (!completed.includes(videoId)) completed.push(videoId);
    },
  },
  selectors: {
    selectCompletedVideoIds: (state, courseId: string): string[] => state.completedByCourse[courseId] ?? [],
  },
});

export const { videoCompleted } = courseProgressSlice.actions;
export const { selectCompletedVideoIds } = courseProgressSlice.selectors;

/** True when a value read back from storage has the shape of this slice's state. */
export function isCourseProgressState(value: unknown): value is CourseProgressState {
  if (typeof value !== 'object' || value === null) return false;
  const byCourse = (value as { completedByCourse?: unknown }).completedByCourse;
  if (typeof byCourse !== 'object' || byCourse === null || Array.isArray(byCourse)) return false;
  return Object.values(byCourse).every(
    (ids) => Array.isArray(ids) && ids.every((id) => typeof id === 'string'),
  );
}
