import { playerCopy } from './content';
import { MALFORMED_COURSES_MESSAGE, readPlayerCoursesReply } from './course-wire';
import type { PlayerCourse } from './player-course';

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

/** The player's courses from the backend: what the player, My Courses and the profile list. */
export const playerCoursesApi = baseApi.injectEndpoints({
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
  }),
});

export const { useGetPlayerCoursesQuery } = playerCoursesApi;
