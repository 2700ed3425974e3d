import { createSelector } from '@reduxjs/toolkit';

import { progressOf } from './model';
import type { CourseProgress } from './model';
import type { PlayerCourse } from './player-course';
import { completedLessonIds, ownEntry } from './progress-record';
import type { CourseRecord } from './progress-record';
import { selectProgressRecord } from './slice';
import { usePlayerCourses } from './use-player-courses';
import type { PlayerCoursesView } from './use-player-courses';

import { useAppSelector } from '@/app/hooks';

/** One player course with the learner's progress: what /courses and the profile list. */
export type CourseProgressSummary = {
  courseId: string;
  title: string;
  description: string;
  progress: CourseProgress;
  /** ISO time the course was completed, when it is: the last of its lessons' first completions. */
  completedAt: string | null;
};

/** When a course was completed: its lessons' first completions, the latest of them (it never moves later). */
function completedAtOf(videoIds: readonly string[], course: CourseRecord | undefined): string | null {
  let latest: string | null = null;
  for (const id of videoIds) {
    const at = ownEntry(course?.lessons, id)?.completedAt;
    if (at === undefined) return null;
    if (latest === null || at > latest) latest = at;
  }
  return latest;
}

/** Each of the given player courses with its real progress, memoized on the courses and the progress record. */
export const selectCourseProgressSummaries = createSelector(
  [
    (state: Parameters<typeof selectProgressRecord>[0]) => selectProgressRecord(state).courses,
    (_state: unknown, playerCourses: readonly PlayerCourse[]) => playerCourses,
  ],
  (courses, playerCourses): CourseProgressSummary[] =>
    playerCourses.map((course) => {
      const record = ownEntry(courses, course.id);
      const summary = progressOf(course, completedLessonIds(record));
      return {
        courseId: course.id,
        title: course.title,
        description: course.description,
        progress: summary,
        completedAt: summary.isComplete
          ? completedAtOf(
              course.videos.map((video) => video.id),
              record,
            )
          : null,
      };
    }),
);

const NO_COURSES: readonly PlayerCourse[] = [];

/** The player courses with the learner's real progress (none until the courses are there), and their view. */
export function useCourseProgressSummaries(): {
  view: PlayerCoursesView;
  summaries: CourseProgressSummary[];
} {
  const view = usePlayerCourses();
  const courses = view.status === 'ready' ? view.courses : NO_COURSES;
  const summaries = useAppSelector((state) => selectCourseProgressSummaries(state, courses));
  return { view, summaries };
}
