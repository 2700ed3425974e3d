/** What a player course holds (the backend's one record of a course: player-courses.ts, seeded by player-course-seed.ts). */
/** One lesson: its video, optional captions (WebVTT) and transcript, and the quiz question after it. */
export interface PlayerLesson {
  id: string;
  title: string;
  videoUrl: string;
  captionsUrl?: string;
  transcript?: string;
  question: string;
  options: [string, string, string];
  correctAnswer: string;
}

/** What a course holds, without its console bookkeeping. */
export interface PlayerCourseContent {
  id: string;
  title: string;
  description: string;
  lessons: PlayerLesson[];
}
