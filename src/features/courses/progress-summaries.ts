import { createSelector } from '@reduxjs/toolkit';

import { progressOf } from './model';
import type { CourseProgress } from './model';
import { playerCourses } from './player-courses';
import { NO_IDS } from './slice';
import type { CourseProgressState } from './slice';

/** One player course with the learner's progress: what /courses and the profile list. */
export type CourseProgressSummary = {
  courseId: string;
  title: string;
  description: string;
  progress: CourseProgress;
  /** ISO time the course was completed, when it is. */
  completedAt: string | null;
};

/** Every player course with its real progress, memoized on the progress state. */
export const selectCourseProgressSummaries = createSelector(
  [(state: { courseProgress: CourseProgressState }) => state.courseProgress],
  (progress): CourseProgressSummary[] =>
    playerCourses.map((course) => {
      const summary = progressOf(course, progress.completedByCourse[course.id] ?? NO_IDS);
      return {
        courseId: course.id,
        title: course.title,
        description: course.description,
        progress: summary,
        completedAt: summary.isComplete ? (progress.completedAtByCourse[course.id] ?? null) : null,
      };
    }),
);
