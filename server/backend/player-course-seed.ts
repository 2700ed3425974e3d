/**
 * The player's first three courses, as the console's table is seeded with them (player-courses.ts): the
 * courses the site shipped as code, with the same course and lesson ids, so the progress and certificates
 * recorded before the courses became content keep naming them.
 */
import { playerCourses } from '../../src/features/courses/player/player-courses';

import type { PlayerCourseContent } from './player-course-content';

export const PLAYER_COURSE_SEED: readonly PlayerCourseContent[] = playerCourses.map((course) => ({
  id: course.id,
  title: course.title,
  description: course.description,
  lessons: course.videos.map((video) => ({
    id: video.id,
    title: video.title,
    videoUrl: video.videoUrl,
    captionsUrl: video.captionsUrl,
    question: video.question,
    options: [video.options[0], video.options[1], video.options[2]],
    correctAnswer: video.correctAnswer,
  })),
}));

/** The seed's course with this id (for tests and fixtures); throws when there is none. */
export function seedCourse(id: string): PlayerCourseContent {
  const course = PLAYER_COURSE_SEED.find((candidate) => candidate.id === id);
  if (!course) throw new Error(`The seed has no player course ${id}.`);
  return course;
}
