import type { PlayerCourse } from './player-course';

/** How far a learner is through a player course. */
export type CourseProgress = {
  completed: number;
  total: number;
  /** 0 to 100, rounded. */
  percent: number;
  isComplete: boolean;
};

/** Progress from the completed video ids; ids of videos the course no longer has do not count. */
export function progressOf(course: PlayerCourse, completedIds: readonly string[]): CourseProgress {
  const done = new Set(completedIds);
  const completed = course.videos.filter((video) => done.has(video.id)).length;
  const total = course.videos.length;
  return {
    completed,
    total,
    percent: total === 0 ? 0 : Math.round((completed / total) * 100),
    isComplete: total > 0 && completed === total,
  };
}

/** Where a learner reopening a course starts: the first video not yet completed, else the first. */
export function resumeVideoId(course: PlayerCourse, completedIds: readonly string[]): string | undefined {
  const done = new Set(completedIds);
  return (course.videos.find((video) => !done.has(video.id)) ?? course.videos[0])?.id;
}

/** The second to resume a video at: a saved position, unless it is at (or past) the very end. */
export function resumePosition(saved: number | undefined, duration: number): number {
  if (saved === undefined || !Number.isFinite(saved) || saved <= 0) return 0;
  if (Number.isFinite(duration) && duration > 0 && saved >= duration - 0.5) return 0;
  return saved;
}

/** How often, at most, the player writes the position while a video plays. */
export const POSITION_SAVE_INTERVAL_MS = 5000;

/** The lesson after this one in the course, or undefined for the last one. */
export function nextVideoId(course: PlayerCourse, videoId: string): string | undefined {
  const index = course.videos.findIndex((video) => video.id === videoId);
  return index < 0 ? undefined : course.videos[index + 1]?.id;
}
