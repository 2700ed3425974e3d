import { playerCopy } from './content';
import { MALFORMED_COURSES_MESSAGE, readPlayerCoursesReply } from './course-wire';
import type { PlayerCourse } from './player-course';
import { parseWebVtt } from './transcript-cues';
import type { TranscriptCue } from './transcript-cues';

import { ReplyRejected, backendCall } from '@/lib/api-error';
import { baseApi } from '@/lib/base-api';
import { getConfig } from '@/lib/config';

/** The backend address of the published player courses (docs/api.md, "The player's courses"). */
export const PLAYER_COURSES_PATH = '/api/player-courses';

const coursesFailureCopy = {
  failed: playerCopy.loadFailed,
  malformed: MALFORMED_COURSES_MESSAGE,
  network: playerCopy.loadFailedOffline,
};

const transcriptFailureCopy = { failed: 'The transcript could not be loaded.' };

function readTranscript(body: unknown): TranscriptCue[] {
  if (typeof body !== 'string') throw new Error('transcript is not text');
  return parseWebVtt(body);
}

export const playerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The published player courses, in order, each with its lessons and quizzes (course-wire.ts reads them).
     * Its name is the slice's PLAYER_COURSES_ENDPOINT: the slice keeps a copy of each answer for offline starts.
     */
    getPlayerCourses: build.query<PlayerCourse[], undefined>({
      queryFn: backendCall({
        request: () => PLAYER_COURSES_PATH,
        failures: coursesFailureCopy,
        read: (body) => {
          const reply = readPlayerCoursesReply(body, getConfig().apiBaseUrl);
          if (!reply.ok) throw new ReplyRejected(reply.message);
          return reply.courses;
        },
      }),
      providesTags: (courses) => [
        { type: 'PlayerCourse', id: 'LIST' },
        ...(courses ?? []).map((course) => ({ type: 'PlayerCourse' as const, id: course.id })),
      ],
    }),
    /** A lesson's transcript: the cues of its captions file, which the site itself serves. */
    getTranscript: build.query<TranscriptCue[], string>({
      queryFn: backendCall({
        // An absolute address: the base query would otherwise put the backend's origin in front.
        request: (captionsPath: string) => ({
          url: new URL(captionsPath, window.location.origin).href,
          responseHandler: 'text',
        }),
        failures: transcriptFailureCopy,
        read: readTranscript,
      }),
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetPlayerCoursesQuery, useGetTranscriptQuery } = playerApi;
