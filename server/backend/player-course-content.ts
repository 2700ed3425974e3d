/** What a player course holds (player-courses.ts keeps them; player-course-seed.ts has the first three). */
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
