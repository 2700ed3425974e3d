import { COURSES_PATH, INSTRUCTORS_PATH } from './endpoints';
import { catalogueFailureCopy, readCourses, readInstructors } from './model';
import type { CatalogueCourse, Instructor } from './model';
import { parseWebVtt } from './transcript';
import type { TranscriptCue } from './transcript';

import { backendCall } from '@/lib/api-error';
import { baseApi } from '@/lib/base-api';
import { getConfig } from '@/lib/config';
import { mergeInShownOrder } from '@/lib/shown-order';

const transcriptFailureCopy = { failed: 'The transcript could not be loaded.' };

function readTranscript(body: unknown): TranscriptCue[] {
  if (typeof body !== 'string') throw new Error('transcript is not text');
  return parseWebVtt(body);
}

export const coursesApi = baseApi.injectEndpoints({
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

export const { useGetCatalogueCoursesQuery, useGetInstructorsQuery, useGetTranscriptQuery } = coursesApi;
