import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';

import { adminCopy } from './content';
import type { KindName } from './kinds';
import { listSearch, readAudit, readList, readRecord, readStaff, readUploaded } from './model';
import type { AdminList, AdminRecord, AuditPage, ListQuery, StaffMember, Uploaded } from './model';
import { isObject } from './reply';

import { failureMessage } from '@/lib/api-error';
import type { BaseQuery } from '@/lib/api-error';
import { baseApi } from '@/lib/base-api';
import { callSignedIn, statusOf } from '@/lib/signed-in-call';

/**
 * How a console call failed: its status (or none without an answer), the backend's own message for a refusal
 * (a 4xx with `{ message }`), the fields a 400 names, and the current record a 409 carries.
 */
export type AdminFailure = {
  status: number | null;
  message: string;
  fields?: Record<string, string>;
  current?: AdminRecord;
};

/** The failure of a console call, whatever its body (JSON, an HTML error page, nothing). */
export function adminFailureOf(error: FetchBaseQueryError, status: number | undefined): AdminFailure {
  const body = 'data' in error ? error.data : undefined;
  // A refusal's words are the backend's; so are a 502's (the card provider did not answer), which only the
  // backend sends as JSON. Any other failure (an HTML error page, a proxy's 5xx) gets the console's own.
  const refusal =
    status !== undefined && ((status >= 400 && status < 500) || status === 502) && isObject(body);
  if (refusal && typeof body.message === 'string') {
    const fields = isObject(body.fields)
      ? Object.fromEntries(
          Object.entries(body.fields).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : undefined;
    let current: AdminRecord | undefined;
    try {
      current = body.current === undefined ? undefined : readRecord(body.current);
    } catch {
      current = undefined;
    }
    return { status, message: body.message, ...(fields ? { fields } : {}), ...(current ? { current } : {}) };
  }
  return {
    status: status ?? null,
    message: failureMessage(error, {
      failed: adminCopy.failed,
      network: adminCopy.network,
      malformed: adminCopy.malformed,
    }),
  };
}

/** The failure an RTK Query error of this feature carries (a thrown or unknown one as a plain failure). */
export function adminFailure(error: unknown): AdminFailure {
  if (isObject(error) && error.status === 'CUSTOM_ERROR' && isObject(error.data))
    return error.data as unknown as AdminFailure;
  return { status: null, message: adminCopy.failed };
}

const adminError = (failure: AdminFailure): FetchBaseQueryError => ({
  status: 'CUSTOM_ERROR',
  error: failure.message,
  data: failure,
});

/**
 * One console call: with the signed-in account's access token (renewed once after a 401), its answer read by
 * `read`; a failure is the endpoint's error with an AdminFailure as its data.
 */
export function adminCall<Arg, T>(request: (arg: Arg) => string | FetchArgs, read: (body: unknown) => T) {
  return async (arg: Arg, _api: unknown, _extra: unknown, baseQuery: BaseQuery) => {
    const result = await callSignedIn(baseQuery, request(arg), 'required');
    if (result.error) return { error: adminError(adminFailureOf(result.error, statusOf(result))) };
    try {
      return { data: read(result.data) };
    } catch {
      return { error: adminError({ status: statusOf(result) ?? null, message: adminCopy.malformed }) };
    }
  };
}

export const ADMIN = '/api/admin';

/** The public pages' tags each kind feeds, so this session's public lists follow an edit too. */
const PUBLIC_TAG = {
  events: 'Event',
  webinars: 'Webinar',
  courses: 'Course',
  instructors: 'Instructor',
  'text-testimonials': 'TextTestimonial',
  'video-testimonials': 'VideoTestimonial',
  certificates: 'Certificate',
  articles: 'Article',
  newsletters: 'Newsletter',
} as const satisfies Record<KindName, string | null>;

const itemTag = (kind: KindName, id: number) => ({ type: 'AdminRecord' as const, id: `${kind}:${id}` });
const listTag = (kind: KindName) => ({ type: 'AdminRecord' as const, id: `${kind}:LIST` });
/** What a write changes: the record, every list of its kind, the audit log and the public lists. */
const writeTags = (kind: KindName, id?: number) => {
  const publicTag = PUBLIC_TAG[kind];
  return [
    ...(id === undefined ? [] : [itemTag(kind, id)]),
    listTag(kind),
    { type: 'AdminAudit' as const, id: 'LIST' },
    ...(publicTag ? [{ type: publicTag, id: 'LIST' }] : []),
  ];
};

type RecordArg = { kind: KindName; id: number };
type WriteArg = { kind: KindName; fields: Record<string, unknown>; status?: AdminRecord['status'] };
type UpdateArg = WriteArg & { id: number; updatedAt: string };
type AuditArg = { kind?: KindName; id?: number; page: number; perPage: number };
/** An upload; `kind` names the content it is for (a player course's lesson names none). */
type UploadArg = { file: File; purpose: 'image' | 'pdf' | 'video' | 'captions'; kind?: KindName };

export const adminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStaffMember: build.query<StaffMember, undefined>({
      queryFn: adminCall(() => `${ADMIN}/me`, readStaff),
      providesTags: [{ type: 'StaffMember', id: 'ME' }],
    }),
    getRecords: build.query<AdminList, { kind: KindName; query: ListQuery }>({
      queryFn: adminCall(({ kind, query }) => `${ADMIN}/${kind}?${listSearch(query)}`, readList),
      providesTags: (list, _error, { kind }) => [
        listTag(kind),
        ...(list?.items ?? []).map((record) => itemTag(kind, record.id)),
      ],
    }),
    getRecord: build.query<AdminRecord, RecordArg>({
      queryFn: adminCall(({ kind, id }) => `${ADMIN}/${kind}/${id}`, readRecord),
      providesTags: (_record, _error, { kind, id }) => [itemTag(kind, id)],
    }),
    createRecord: build.mutation<AdminRecord, WriteArg>({
      queryFn: adminCall(
        ({ kind, fields, status }) => ({
          url: `${ADMIN}/${kind}`,
          method: 'POST',
          body: { ...fields, ...(status ? { status } : {}) },
        }),
        readRecord,
      ),
      invalidatesTags: (_record, error, { kind }) => (error ? [] : writeTags(kind)),
    }),
    updateRecord: build.mutation<AdminRecord, UpdateArg>({
      queryFn: adminCall(
        ({ kind, id, fields, status, updatedAt }) => ({
          url: `${ADMIN}/${kind}/${id}`,
          method: 'PUT',
          body: { ...fields, ...(status ? { status } : {}), updatedAt },
        }),
        readRecord,
      ),
      invalidatesTags: (_record, error, { kind, id }) => (error ? [] : writeTags(kind, id)),
    }),
    setRecordStatus: build.mutation<AdminRecord, RecordArg & { action: 'publish' | 'unpublish' }>({
      queryFn: adminCall(
        ({ kind, id, action }) => ({ url: `${ADMIN}/${kind}/${id}/${action}`, method: 'POST' }),
        readRecord,
      ),
      invalidatesTags: (_record, error, { kind, id }) => (error ? [] : writeTags(kind, id)),
    }),
    deleteRecord: build.mutation<null, RecordArg>({
      queryFn: adminCall(
        ({ kind, id }) => ({ url: `${ADMIN}/${kind}/${id}`, method: 'DELETE' }),
        () => null,
      ),
      invalidatesTags: (_result, error, { kind, id }) => (error ? [] : writeTags(kind, id)),
    }),
    getAudit: build.query<AuditPage, AuditArg>({
      queryFn: adminCall(({ kind, id, page, perPage }) => {
        const params = new URLSearchParams({ page: String(page), perPage: String(perPage) });
        if (kind) params.set('kind', kind);
        if (id !== undefined) params.set('id', String(id));
        return `${ADMIN}/audit?${params.toString()}`;
      }, readAudit),
      providesTags: [{ type: 'AdminAudit', id: 'LIST' }],
    }),
    upload: build.mutation<Uploaded, UploadArg>({
      queryFn: adminCall(({ file, purpose, kind }) => {
        const body = new FormData();
        body.set('purpose', purpose);
        if (kind) body.set('kind', kind);
        body.set('file', file);
        return { url: `${ADMIN}/uploads`, method: 'POST', body };
      }, readUploaded),
    }),
  }),
});

export const {
  useGetStaffMemberQuery,
  useGetRecordsQuery,
  useGetRecordQuery,
  useCreateRecordMutation,
  useUpdateRecordMutation,
  useSetRecordStatusMutation,
  useDeleteRecordMutation,
  useGetAuditQuery,
  useUploadMutation,
} = adminApi;
