/**
 * The console's pure logic: the records and answers as the backend sends them (normalized at the boundary),
 * a list's query, a record as the form edits it and back, and what two versions of a record differ in.
 */
import { KINDS } from './kinds';
import type { FieldDef, KindDef, KindName } from './kinds';
import { fail, isObject } from './reply';

export type RecordStatus = 'draft' | 'published';

/** A record as the console reads it: the public shape's fields plus id, status and who changed it when. */
export type AdminRecord = {
  id: number;
  status: RecordStatus;
  updatedAt: string;
  updatedBy: string;
  fields: Record<string, unknown>;
};

export type AdminList = { items: AdminRecord[]; total: number };

export type StaffMember = { sub: string; name: string; email: string; permissions: string[] };

export type AuditEntry = {
  at: string;
  by: { sub: string; name: string };
  action: string;
  kind: string;
  id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export type AuditPage = { items: AuditEntry[]; total: number };

export type Uploaded = { url: string; file: string; width?: number; height?: number };

/** A record from the backend, or an error when the body is not one. */
export function readRecord(body: unknown): AdminRecord {
  if (!isObject(body)) return fail('a record');
  const { id, status, updatedAt, updatedBy, ...fields } = body;
  if (typeof id !== 'number' || !Number.isInteger(id)) return fail('a record with an id');
  if (status !== 'draft' && status !== 'published') return fail('a record with a status');
  if (typeof updatedAt !== 'string') return fail('a record with updatedAt');
  return { id, status, updatedAt, updatedBy: typeof updatedBy === 'string' ? updatedBy : '', fields };
}

/** A page of a list, `{ items, total }`. */
export function readList(body: unknown): AdminList {
  if (!isObject(body) || !Array.isArray(body.items) || typeof body.total !== 'number') return fail('a list');
  return { items: body.items.map(readRecord), total: body.total };
}

/** Who the token names, `{ sub, name, email, permissions }`. */
export function readStaff(body: unknown): StaffMember {
  if (!isObject(body) || typeof body.sub !== 'string' || !Array.isArray(body.permissions))
    return fail('an account');
  return {
    sub: body.sub,
    name: typeof body.name === 'string' ? body.name : '',
    email: typeof body.email === 'string' ? body.email : '',
    permissions: body.permissions.filter((p): p is string => typeof p === 'string'),
  };
}

const readEntry = (entry: unknown): AuditEntry => {
  if (!isObject(entry) || typeof entry.at !== 'string' || typeof entry.action !== 'string')
    return fail('an audit entry');
  const by = isObject(entry.by) ? entry.by : {};
  return {
    at: entry.at,
    by: {
      sub: typeof by.sub === 'string' ? by.sub : '',
      name: typeof by.name === 'string' ? by.name : '',
    },
    action: entry.action,
    kind: typeof entry.kind === 'string' ? entry.kind : '',
    id: entry.id === undefined || entry.id === null ? '' : String(entry.id),
    before: isObject(entry.before) ? entry.before : null,
    after: isObject(entry.after) ? entry.after : null,
  };
};

/** A page of the audit log. */
export function readAudit(body: unknown): AuditPage {
  if (!isObject(body) || !Array.isArray(body.items) || typeof body.total !== 'number')
    return fail('an audit page');
  return { items: body.items.map(readEntry), total: body.total };
}

/** An upload's answer. */
export function readUploaded(body: unknown): Uploaded {
  if (!isObject(body) || typeof body.url !== 'string' || typeof body.file !== 'string')
    return fail('an upload');
  return {
    url: body.url,
    file: body.file,
    ...(typeof body.width === 'number' ? { width: body.width } : {}),
    ...(typeof body.height === 'number' ? { height: body.height } : {}),
  };
}

/** What a list asks for: the page (from 1), its size, the order, the search and the status. */
export type ListQuery = {
  page: number;
  perPage: number;
  sort?: string;
  order?: 'asc' | 'desc';
  q?: string;
  status?: RecordStatus;
};

/** The list's query string, with only what is set. */
export function listSearch({ page, perPage, sort, order, q, status }: ListQuery): string {
  const params = new URLSearchParams({ page: String(page), perPage: String(perPage) });
  if (sort) {
    params.set('sort', sort);
    params.set('order', order ?? 'asc');
  }
  if (q?.trim()) params.set('q', q.trim());
  if (status) params.set('status', status);
  return params.toString();
}

/** The page sizes a console list offers. */
export const PAGE_SIZES = [10, 25, 50, 100];

/** The address of a list's state: only what differs from its first page of 25, unsorted and unsearched. */
export function listAddress({ page, perPage, sort, order, q, status }: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (perPage !== 25) params.set('perPage', String(perPage));
  if (sort) {
    params.set('sort', sort);
    params.set('order', order ?? 'asc');
  }
  if (q) params.set('q', q);
  if (status) params.set('status', status);
  return params;
}

/** India's date today (UTC+05:30), for the name of an exported file. */
export const indiaToday = (now = Date.now()): string =>
  new Date(now + 330 * 60_000).toISOString().slice(0, 10);

/** The list's state as the address holds it (`?page=2&sort=title&order=desc&q=r&status=draft`). */
export function listQueryOf(search: URLSearchParams, perPageDefault = 25): ListQuery {
  const page = Number(search.get('page'));
  const perPage = Number(search.get('perPage'));
  const order = search.get('order');
  const status = search.get('status');
  const sort = search.get('sort');
  const q = search.get('q');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: PAGE_SIZES.includes(perPage) ? perPage : perPageDefault,
    ...(sort ? { sort, order: order === 'desc' ? 'desc' : 'asc' } : {}),
    ...(q ? { q } : {}),
    ...(status === 'draft' || status === 'published' ? { status } : {}),
  };
}

/** A form's values: text fields as typed, switches as booleans. */
export type FormValues = Record<string, string | boolean>;

const formValueOf = (field: FieldDef, value: unknown): string | boolean => {
  if (field.type === 'boolean') return value === true;
  if (value === null || value === undefined) return '';
  if (field.type === 'time' && typeof value === 'string') return value;
  return String(value);
};

/** The form's values for a record, or for a new one (the kind's initial values). */
export function toFormValues(kind: KindDef, record?: AdminRecord | null): FormValues {
  return Object.fromEntries(
    kind.fields.map((field) => [
      field.name,
      formValueOf(field, record ? record.fields[field.name] : field.initial),
    ]),
  );
}

const bodyValueOf = (field: FieldDef, value: string | boolean | undefined): unknown => {
  switch (field.type) {
    case 'boolean':
      return value === true;
    case 'number': {
      const text = typeof value === 'string' ? value.trim() : '';
      if (text === '') return field.nullable ? null : Number.NaN;
      return Number(text);
    }
    case 'choice':
    case 'reference': {
      const text = typeof value === 'string' ? value.trim() : '';
      return text === '' ? null : Number(text);
    }
    case 'time': {
      const text = typeof value === 'string' ? value.trim() : '';
      // A time input without seconds gives HH:MM; the record keeps HH:MM:SS.
      return /^\d{2}:\d{2}$/.test(text) ? `${text}:00` : text;
    }
    default:
      return typeof value === 'string' ? value : '';
  }
};

/** The record's fields for a create or an update, from the form's values. */
export function toRecordFields(kind: KindDef, values: FormValues): Record<string, unknown> {
  return Object.fromEntries(kind.fields.map((field) => [field.name, bodyValueOf(field, values[field.name])]));
}

/** The fields two versions of a record differ in, in the form's order. */
export function differingFields(
  kind: KindDef,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
): FieldDef[] {
  return kind.fields.filter(
    (field) => JSON.stringify(mine[field.name] ?? null) !== JSON.stringify(theirs[field.name] ?? null),
  );
}

/** A field's value as text, for the versions side by side and the audit log. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** What an audit entry changed: each field whose value differs between before and after. */
export function auditChanges(
  entry: Pick<AuditEntry, 'before' | 'after'>,
): { field: string; before: string; after: string }[] {
  const ignored = new Set(['updatedAt', 'updatedBy']);
  const names = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return names
    .filter((name) => !ignored.has(name))
    .filter(
      (name) => JSON.stringify(entry.before?.[name] ?? null) !== JSON.stringify(entry.after?.[name] ?? null),
    )
    .map((name) => ({
      field: name,
      before: entry.before ? shownValue(entry.before[name]) : '(none)',
      after: entry.after ? shownValue(entry.after[name]) : '(none)',
    }));
}

/** A record's name in lists and headings (its kind's title-like field). */
export function recordLabel(kind: KindDef, record: AdminRecord): string {
  const label = record.fields[kind.labelField];
  return typeof label === 'string' && label.trim() !== '' ? label : `${kind.noun} ${record.id}`;
}

/** Whether the token allows `permission`. */
export const allows = (staff: Pick<StaffMember, 'permissions'>, permission: string): boolean =>
  staff.permissions.includes(permission);

/** The kind an audit entry names, when the console edits it. */
export const auditKind = (entry: Pick<AuditEntry, 'kind'>): KindDef | null =>
  entry.kind in KINDS ? KINDS[entry.kind as KindName] : null;

/** "2 December 2026, 17:05 IST": when something happened, as the backend's messages say it. */
export function shownTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(at)} IST`;
}
