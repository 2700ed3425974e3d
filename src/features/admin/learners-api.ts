import { ADMIN, adminApi, adminCall } from './api';
import {
  readCourseReport,
  readCourseReports,
  readErased,
  readIssuedCertificate,
  readLearnerList,
  readLearnerRecord,
} from './learners-model';
import type {
  CourseReport,
  CourseReportSummary,
  Erased,
  IssuedCertificate,
  LearnerList,
  LearnerRecord,
} from './learners-model';

import { saveFile } from '@/lib/download';

type ListArg = { q?: string; page: number; perPage: number };

const learnerTag = (sub: string) => ({ type: 'AdminLearner' as const, id: sub });
const LIST = { type: 'AdminLearner' as const, id: 'LIST' };
const REPORTS = { type: 'AdminLearner' as const, id: 'REPORTS' };
const AUDIT = { type: 'AdminAudit' as const, id: 'LIST' };

/** A file the console serves behind the sign-in, and the name it is saved under. */
export type ConsoleFile = { url: string; fileName: string; type: string };

/**
 * The learners' calls of the console (docs/api.md, "Learners"). A download goes with the token like every
 * call, so it is a mutation that saves the file when it arrives; its state holds no file, only that it went.
 */
export const learnersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getLearners: build.query<LearnerList, ListArg>({
      queryFn: adminCall(({ q, page, perPage }) => {
        const params = new URLSearchParams({ page: String(page), perPage: String(perPage) });
        if (q) params.set('q', q);
        return `${ADMIN}/learners?${params.toString()}`;
      }, readLearnerList),
      providesTags: [LIST],
    }),
    getLearner: build.query<LearnerRecord, string>({
      queryFn: adminCall((sub) => `${ADMIN}/learners/${encodeURIComponent(sub)}`, readLearnerRecord),
      providesTags: (_record, _error, sub) => [learnerTag(sub)],
    }),
    revokeCertificate: build.mutation<IssuedCertificate, { id: string; reason: string; sub: string }>({
      queryFn: adminCall(
        ({ id, reason }) => ({
          url: `${ADMIN}/certificates/${encodeURIComponent(id)}/revoke`,
          method: 'POST',
          body: { reason },
        }),
        readIssuedCertificate,
      ),
      invalidatesTags: (_result, error, { sub }) => (error ? [] : [learnerTag(sub), REPORTS, AUDIT]),
    }),
    eraseLearner: build.mutation<Erased, { sub: string; confirm: string }>({
      queryFn: adminCall(
        ({ sub, confirm }) => ({
          url: `${ADMIN}/learners/${encodeURIComponent(sub)}/erase`,
          method: 'POST',
          body: { confirm },
        }),
        readErased,
      ),
      // Not the learner's own tag: the page that erased shows so, and opens ask afresh (learner-page.tsx).
      invalidatesTags: (_result, error) => (error ? [] : [LIST, REPORTS, AUDIT]),
    }),
    getCourseReports: build.query<CourseReportSummary[], undefined>({
      queryFn: adminCall(() => `${ADMIN}/course-reports`, readCourseReports),
      providesTags: [REPORTS],
    }),
    getCourseReport: build.query<CourseReport, string>({
      queryFn: adminCall(
        (courseId) => `${ADMIN}/player-courses/${encodeURIComponent(courseId)}/report`,
        readCourseReport,
      ),
      providesTags: [REPORTS],
    }),
    downloadFile: build.mutation<null, ConsoleFile>({
      queryFn: async (file, api, extra, baseQuery) => {
        const fetched = await adminCall(
          ({ url }: ConsoleFile) => ({ url, responseHandler: 'text' }),
          (body) => (typeof body === 'string' ? body : JSON.stringify(body)),
        )(file, api, extra, baseQuery);
        if (fetched.error !== undefined) return { error: fetched.error };
        saveFile(new Blob([fetched.data ?? ''], { type: file.type }), file.fileName);
        return { data: null };
      },
    }),
  }),
});

export const {
  useGetLearnersQuery,
  useGetLearnerQuery,
  useRevokeCertificateMutation,
  useEraseLearnerMutation,
  useGetCourseReportsQuery,
  useGetCourseReportQuery,
  useDownloadFileMutation,
} = learnersApi;

/** The files of the learners' screens. */
export const learnerFiles = {
  export: (sub: string): ConsoleFile => ({
    url: `${ADMIN}/learners/${encodeURIComponent(sub)}/export`,
    fileName: `learner-${sub.replace(/[^A-Za-z0-9_-]+/g, '-')}.json`,
    type: 'application/json',
  }),
  report: (courseId: string): ConsoleFile => ({
    url: `${ADMIN}/player-courses/${encodeURIComponent(courseId)}/report.csv`,
    fileName: `course-${courseId}-learners.csv`,
    type: 'text/csv',
  }),
};
