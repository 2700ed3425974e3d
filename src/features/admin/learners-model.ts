/**
 * The console's learners as the backend sends them (docs/api.md, "Learners"), read at the boundary: an
 * answer that is not the shape is an error, a missing optional text is empty.
 */

import { count, fail, isObject, listOf, text, textOrNull } from './reply';

import { capitaliseName } from '@/lib/person-name';

export type LearnerAccount = {
  sub: string;
  name: string;
  email: string;
  firstSeenAt: string | null;
  lastSeenAt: string | null;
};

export type LearnerList = { items: LearnerAccount[]; total: number };

export type LearnerCourse = {
  courseId: string;
  title: string;
  completedLessons: number;
  totalLessons: number;
  completedAt: string | null;
};

export type LearnerPayment = {
  paymentId: string;
  orderId: string;
  title: string;
  currency: 'USD' | 'INR';
  /** Minor units. */
  amount: number;
  paidAt: string;
  refundedAt: string | null;
};

export type LearnerPlan = { title: string; from: string; until: string };

export type IssuedCertificate = {
  id: string;
  courseId: string;
  courseTitle: string;
  name: string;
  completedAt: string;
  issuedAt: string;
  revokedAt: string | null;
  revocationReason: string | null;
};

export type LearnerRecord = LearnerAccount & {
  courses: LearnerCourse[];
  payments: LearnerPayment[];
  plans: LearnerPlan[];
  certificates: IssuedCertificate[];
};

export type CourseReportSummary = {
  courseId: string;
  title: string;
  started: number;
  completed: number;
  certificates: number;
};

export type ReportLearner = {
  sub: string;
  name: string;
  email: string;
  startedAt: string | null;
  completedLessons: number;
  totalLessons: number;
  completedAt: string | null;
  certificateId: string | null;
  certificateStatus: 'valid' | 'revoked' | null;
};

export type CourseReport = CourseReportSummary & { learners: ReportLearner[] };

export type Erased = {
  message: string;
  orders: number;
  progressRows: number;
  certificatesRevoked: string[];
  subscriptions: number;
};

type Json = Record<string, unknown>;

function readAccount(body: unknown): LearnerAccount {
  if (!isObject(body) || typeof body.sub !== 'string' || body.sub === '') return fail('an account');
  return {
    sub: body.sub,
    name: text(body.name),
    email: text(body.email),
    firstSeenAt: textOrNull(body.firstSeenAt),
    lastSeenAt: textOrNull(body.lastSeenAt),
  };
}

/** A page of accounts, `{ items, total }`. */
export function readLearnerList(body: unknown): LearnerList {
  if (!isObject(body) || !Array.isArray(body.items) || typeof body.total !== 'number')
    return fail('a list of learners');
  return { items: body.items.map(readAccount), total: body.total };
}

const readCourse = (item: unknown): LearnerCourse => {
  if (!isObject(item) || typeof item.courseId !== 'string') return fail("a learner's course");
  return {
    courseId: item.courseId,
    title: text(item.title) || `Course ${item.courseId}`,
    completedLessons: count(item.completedLessons),
    totalLessons: count(item.totalLessons),
    completedAt: textOrNull(item.completedAt),
  };
};

const readPayment = (item: unknown): LearnerPayment => {
  if (!isObject(item) || typeof item.paymentId !== 'string' || typeof item.amount !== 'number')
    return fail('a payment');
  return {
    paymentId: item.paymentId,
    orderId: text(item.orderId),
    title: text(item.title),
    currency: item.currency === 'INR' ? 'INR' : 'USD',
    amount: item.amount,
    paidAt: text(item.paidAt),
    refundedAt: textOrNull(item.refundedAt),
  };
};

const readPlan = (item: unknown): LearnerPlan => {
  if (!isObject(item) || typeof item.title !== 'string') return fail('a plan');
  return { title: item.title, from: text(item.from), until: text(item.until) };
};

/** A certificate as the console shows it (also the answer of a revocation). */
export function readIssuedCertificate(item: unknown): IssuedCertificate {
  if (!isObject(item) || typeof item.id !== 'string') return fail('a certificate');
  return {
    id: item.id,
    courseId: text(item.courseId),
    courseTitle: text(item.courseTitle),
    name: text(item.name),
    completedAt: text(item.completedAt),
    issuedAt: text(item.issuedAt),
    revokedAt: textOrNull(item.revokedAt),
    revocationReason: textOrNull(item.revocationReason),
  };
}

/** One learner with progress, plans, payments and certificates. */
export function readLearnerRecord(body: unknown): LearnerRecord {
  const account = readAccount(body);
  const record = body as Json;
  return {
    ...account,
    courses: listOf(record.courses, readCourse),
    payments: listOf(record.payments, readPayment),
    plans: listOf(record.plans, readPlan),
    certificates: listOf(record.certificates, readIssuedCertificate),
  };
}

const readSummary = (item: unknown): CourseReportSummary => {
  if (!isObject(item) || typeof item.courseId !== 'string') return fail("a course's report");
  return {
    courseId: item.courseId,
    title: text(item.title) || `Course ${item.courseId}`,
    started: count(item.started),
    completed: count(item.completed),
    certificates: count(item.certificates),
  };
};

/** Every course's counts, `{ items }`. */
export function readCourseReports(body: unknown): CourseReportSummary[] {
  if (!isObject(body) || !Array.isArray(body.items)) return fail('the course reports');
  return body.items.map(readSummary);
}

const readReportLearner = (item: unknown): ReportLearner => {
  const account = readAccount(item);
  const row = item as Json;
  return {
    sub: account.sub,
    name: account.name,
    email: account.email,
    startedAt: textOrNull(row.startedAt),
    completedLessons: count(row.completedLessons),
    totalLessons: count(row.totalLessons),
    completedAt: textOrNull(row.completedAt),
    certificateId: textOrNull(row.certificateId),
    certificateStatus:
      row.certificateStatus === 'valid' || row.certificateStatus === 'revoked' ? row.certificateStatus : null,
  };
};

/** One course's report with its learners. */
export function readCourseReport(body: unknown): CourseReport {
  const summary = readSummary(body);
  return { ...summary, learners: listOf((body as Json).learners, readReportLearner) };
}

/** What an erase did. */
export function readErased(body: unknown): Erased {
  if (!isObject(body) || typeof body.message !== 'string') return fail("an erase's answer");
  return {
    message: body.message,
    orders: count(body.orders),
    progressRows: count(body.progressRows),
    certificatesRevoked: listOf(body.certificatesRevoked, text),
    subscriptions: count(body.subscriptions),
  };
}

/** Whether the text typed to confirm an erase is the learner's e-mail (or, without one, the account id). */
export function confirmsErase(account: Pick<LearnerAccount, 'sub' | 'email'>, typed: string): boolean {
  const expected = account.email === '' ? account.sub : account.email;
  return typed.trim().toLowerCase() === expected.toLowerCase();
}

/** A learner's name as the site shows it (capitalised), else the e-mail, else the account id. */
export const learnerLabel = (account: Pick<LearnerAccount, 'sub' | 'name' | 'email'>): string =>
  capitaliseName(account.name) || account.email || account.sub;

/** "2 of 3 lessons". */
export const lessonsText = (completed: number, total: number): string =>
  `${completed} of ${total} lesson${total === 1 ? '' : 's'}`;
