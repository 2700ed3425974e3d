import { catalogueFailureCopy, readCourses, readInstructors } from './model';
import type { CatalogueCourse, Instructor } from './model';

import { backendCall } from '@/lib/api-error';
import { baseApi } from '@/lib/base-api';
import { getConfig } from '@/lib/config';
import { mergeInShownOrder } from '@/lib/shown-order';

/** The backend addresses the catalogue reads; the renderer reads them too (each page's data and preloads). */
export const COURSES_PATH = '/admin/pages/courses.php';
export const INSTRUCTORS_PATH = '/admin/pages/instructors.php';

export const catalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCatalogueCourses: build.query<CatalogueCourse[], undefined>({
      queryFn: backendCall({
        request: () => COURSES_PATH,
        failures: catalogueFailureCopy,
        read: (body) => readCourses(body, getConfig().apiBaseUrl),
      }),
      merge: mergeInShownOrder,
      providesTags: (courses) => [
        { type: 'Course', id: 'LIST' },
        ...(courses ?? []).map((course) => ({ type: 'Course' as const, id: course.id })),
      ],
    }),
    getInstructors: build.query<Instructor[], undefined>({
      queryFn: backendCall({
        request: () => INSTRUCTORS_PATH,
        failures: catalogueFailureCopy,
        read: (body) => readInstructors(body, getConfig().apiBaseUrl),
      }),
      merge: mergeInShownOrder,
      providesTags: (instructors) => [
        { type: 'Instructor', id: 'LIST' },
        ...(instructors ?? []).map((instructor) => ({ type: 'Instructor' as const, id: instructor.id })),
      ],
    }),
  }),
});

export const { useGetCatalogueCoursesQuery, useGetInstructorsQuery } = catalogueApi;
