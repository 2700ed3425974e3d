import { ADMIN, adminApi, adminCall } from './api';
import { readAdminPlayerCourse, readAdminPlayerCourseList } from './player-courses-model';
import type { AdminLesson, AdminPlayerCourse } from './player-courses-model';

const BASE = `${ADMIN}/player-courses`;
const courseTag = (id: string) => ({ type: 'AdminRecord' as const, id: `player-courses:${id}` });
const LIST = { type: 'AdminRecord' as const, id: 'player-courses:LIST' };
/** A write changes the course, the console's list, the audit log and the player's own list in this session. */
const writeTags = (id: string) => [
  courseTag(id),
  LIST,
  { type: 'AdminAudit' as const, id: 'LIST' },
  { type: 'PlayerCourse' as const, id: 'LIST' },
];

type CourseSave = {
  id: string;
  title: string;
  description: string;
  lessons: AdminLesson[];
  updatedAt: string;
};

/** The console's calls on the player's courses (`courses:write`). */
export const playerCoursesAdminApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminPlayerCourses: build.query<{ items: AdminPlayerCourse[]; total: number }, undefined>({
      queryFn: adminCall(() => `${BASE}?perPage=100`, readAdminPlayerCourseList),
      providesTags: (list) => [LIST, ...(list?.items ?? []).map((course) => courseTag(course.id))],
    }),
    getAdminPlayerCourse: build.query<AdminPlayerCourse, string>({
      queryFn: adminCall((id: string) => `${BASE}/${encodeURIComponent(id)}`, readAdminPlayerCourse),
      providesTags: (_course, _error, id) => [courseTag(id)],
    }),
    savePlayerCourse: build.mutation<AdminPlayerCourse, CourseSave>({
      queryFn: adminCall(
        ({ id, ...body }: CourseSave) => ({ url: `${BASE}/${encodeURIComponent(id)}`, method: 'PUT', body }),
        readAdminPlayerCourse,
      ),
      invalidatesTags: (_course, error, { id }) => (error ? [] : writeTags(id)),
    }),
    setPlayerCourseStatus: build.mutation<AdminPlayerCourse, { id: string; action: 'publish' | 'unpublish' }>(
      {
        queryFn: adminCall(
          ({ id, action }: { id: string; action: 'publish' | 'unpublish' }) => ({
            url: `${BASE}/${encodeURIComponent(id)}/${action}`,
            method: 'POST',
          }),
          readAdminPlayerCourse,
        ),
        invalidatesTags: (_course, error, { id }) => (error ? [] : writeTags(id)),
      },
    ),
  }),
});

export const {
  useGetAdminPlayerCoursesQuery,
  useGetAdminPlayerCourseQuery,
  useSavePlayerCourseMutation,
  useSetPlayerCourseStatusMutation,
} = playerCoursesAdminApi;
