/** One lesson of a player course: its video, captions and the quiz question that follows it. */
export type PlayerVideo = {
  id: string;
  title: string;
  /** The lesson's video: an upload on the API's origin, or a file the site ships (public/media). */
  videoUrl: string;
  /** English captions (WebVTT) for the video (the console lets a lesson go without, until they are uploaded). */
  captionsUrl?: string;
  /** The lesson's transcript as its author wrote it, when there is one. */
  transcript?: string;
  question: string;
  options: readonly [string, string, string];
  correctAnswer: string;
};

/**
 * A player course as the player reads it from the backend (course-wire.ts): the backend holds the one list of
 * lessons that the player plays, the progress checks take and the certificate rule counts.
 */
export type PlayerCourse = {
  id: string;
  title: string;
  description: string;
  videos: readonly PlayerVideo[];
};
