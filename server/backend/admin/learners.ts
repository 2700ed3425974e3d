/**
 * The console's learners (docs/api.md, "Learners"): the accounts the backend has seen, each with its progress,
 * plans, payments and certificates; a course's report for the placement team; a certificate's revocation; a
 * learner's data exported as one file, or erased at their request.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { Type, type Static } from 'typebox';

import { CERTIFICATE_ID_PATTERN } from '../../../src/lib/certificate-id-pattern';
import { courseCompletion, type CertificateCourse } from '../certificate-rule';
import { certificateStore, type IssuedCertificate } from '../certificate-store';
import type { BackendContext } from '../context';
import type { Db } from '../db';
import type { LearnerAccount } from '../learner-accounts';
import { LearnerPayments } from '../learner-wire';
import { certificateCourseOf } from '../player-courses';
import { Id, Message, Page, Strict } from '../wire-schema';

import { auditLog, type Staff } from './audit';
import { csvFile } from './csv';

export const LEARNERS_READ = 'learners:read';
export const LEARNERS_ERASE = 'learners:erase';
export const CERTIFICATES_REVOKE = 'certificates:revoke';

/** The reason an erase gives the certificates it revokes, and the text that replaces personal data. */
export const ERASED_REASON = "erased at the learner's request";
export const ERASED = 'erased';

export const LEARNER_ROUTES: readonly string[] = [
  'GET /api/admin/learners',
  'GET /api/admin/learners/:sub',
  'GET /api/admin/learners/:sub/export',
  'POST /api/admin/learners/:sub/erase',
  'POST /api/admin/certificates/:id/revoke',
  'GET /api/admin/course-reports',
  'GET /api/admin/player-courses/:id/report',
  'GET /api/admin/player-courses/:id/report.csv',
];

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const Account = Type.Object({
  sub: Type.String(),
  name: Type.String(),
  email: Type.String(),
  firstSeenAt: Nullable(Type.String()),
  lastSeenAt: Nullable(Type.String()),
});

const Certificate = Type.Object({
  id: Type.String(),
  courseId: Type.String(),
  courseTitle: Type.String(),
  name: Type.String(),
  completedAt: Type.String(),
  issuedAt: Type.String(),
  revokedAt: Nullable(Type.String()),
  revocationReason: Nullable(Type.String()),
});
type CertificateWire = Static<typeof Certificate>;

const CourseProgress = Type.Object({
  courseId: Type.String(),
  title: Type.String(),
  completedLessons: Type.Integer(),
  totalLessons: Type.Integer(),
  completedAt: Nullable(Type.String()),
});

const LearnerRecord = Type.Object({
  ...Account.properties,
  courses: Type.Array(CourseProgress),
  ...LearnerPayments.properties,
  certificates: Type.Array(Certificate),
});

const ReportLearner = Type.Object({
  sub: Type.String(),
  name: Type.String(),
  email: Type.String(),
  startedAt: Nullable(Type.String()),
  completedLessons: Type.Integer(),
  totalLessons: Type.Integer(),
  completedAt: Nullable(Type.String()),
  certificateId: Nullable(Type.String()),
  certificateStatus: Nullable(Type.Union([Type.Literal('valid'), Type.Literal('revoked')])),
});
type ReportLearnerWire = Static<typeof ReportLearner>;

const Report = Type.Object({
  courseId: Type.String(),
  title: Type.String(),
  started: Type.Integer(),
  completed: Type.Integer(),
  certificates: Type.Integer(),
  learners: Type.Array(ReportLearner),
});

const SubParams = Type.Object({ sub: Type.String({ minLength: 1, maxLength: 255 }) });
const CourseParams = Type.Object({ id: Id('must be a course id (1 to 64 letters, digits, _ or -).') });
const CertificateParams = Type.Object({ id: Type.String({ pattern: CERTIFICATE_ID_PATTERN.source }) });
const ListQuery = Strict({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
const Reason = Strict({
  reason: Type.String({
    minLength: 1,
    maxLength: 200,
    pattern: '\\S',
    errorMessage: 'must say why, in 1 to 200 characters.',
  }),
});
const EraseRequest = Strict({
  confirm: Type.String({ maxLength: 254, errorMessage: "must be the learner's e-mail address." }),
});

const certificateOf = (certificate: IssuedCertificate): CertificateWire => ({
  id: certificate.id,
  courseId: certificate.courseId,
  courseTitle: certificate.courseTitle,
  name: certificate.name,
  completedAt: certificate.completedAt,
  issuedAt: certificate.issuedAt,
  revokedAt: certificate.revokedAt,
  revocationReason: certificate.revocationReason,
});

/** The learner's place in a course: completed lessons of today's list, and when the course was completed. */
function standing(course: CertificateCourse, lessons: Record<string, { completedAt?: string | undefined }>) {
  const completedAt = Object.fromEntries(
    Object.entries(lessons).map(([lessonId, lesson]) => [lessonId, lesson.completedAt]),
  );
  const completion = courseCompletion(course, completedAt);
  return {
    completedLessons: course.lessons.filter((lesson) => Object.hasOwn(completedAt, lesson.id)).length,
    totalLessons: course.lessons.length,
    completedAt: completion.complete ? completion.completedAt : null,
  };
}

/** What a course's report reads: every account with progress in it, and its certificates. */
function reportOf(db: Db, course: CertificateCourse): Static<typeof Report> {
  const rows = db
    .prepare<
      { course: string },
      {
        learner: string;
        name: string | null;
        email: string | null;
        first_active_ms: number | null;
        lessons: string | null;
      }
    >(
      `SELECT known.learner, a.name, a.email, c.first_active_ms,
         (SELECT json_group_object(lesson_id, completed_at) FROM progress_lessons l
          WHERE l.learner = known.learner AND l.course_id = @course AND l.completed_at IS NOT NULL) AS lessons
       FROM (SELECT learner FROM progress_courses WHERE course_id = @course
             UNION SELECT learner FROM progress_lessons WHERE course_id = @course) AS known
       LEFT JOIN learner_accounts a ON a.sub = known.learner
       LEFT JOIN progress_courses c ON c.learner = known.learner AND c.course_id = @course
       ORDER BY a.name, known.learner`,
    )
    .all({ course: course.id });
  const certificates = new Map(
    db
      .prepare<[string], { learner: string; id: string; revoked_at: string | null }>(
        'SELECT learner, id, revoked_at FROM learner_certificates WHERE course_id = ?',
      )
      .all(course.id)
      .map((row) => [row.learner, row]),
  );
  const learners = rows.map((row): ReportLearnerWire => {
    const completed = JSON.parse(row.lessons ?? '{}') as Record<string, string>;
    const lessons = Object.fromEntries(
      Object.entries(completed).map(([id, completedAt]) => [id, { completedAt }]),
    );
    const certificate = certificates.get(row.learner);
    return {
      sub: row.learner,
      name: row.name ?? '',
      email: row.email ?? '',
      startedAt: row.first_active_ms === null ? null : new Date(row.first_active_ms).toISOString(),
      ...standing(course, lessons),
      certificateId: certificate?.id ?? null,
      certificateStatus: certificate ? (certificate.revoked_at === null ? 'valid' : 'revoked') : null,
    };
  });
  return {
    courseId: course.id,
    title: course.title,
    started: learners.length,
    completed: learners.filter((learner) => learner.completedAt !== null).length,
    certificates: certificates.size,
    learners,
  };
}

const REPORT_COLUMNS: readonly [string, (learner: ReportLearnerWire) => string | number | null][] = [
  ['Name', (learner) => learner.name],
  ['E-mail', (learner) => learner.email],
  ['Account', (learner) => learner.sub],
  ['Started', (learner) => learner.startedAt],
  ['Lessons completed', (learner) => learner.completedLessons],
  ['Lessons', (learner) => learner.totalLessons],
  ['Completed', (learner) => learner.completedAt],
  ['Certificate', (learner) => learner.certificateId],
  ['Certificate status', (learner) => learner.certificateStatus],
];

/** A file name's safe part: letters, digits, `-` and `_` only. */
const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 60);

export interface LearnerRouteOptions {
  guard: (permission: string) => { onRequest: onRequestAsyncHookHandler[] };
  staffOf: (request: FastifyRequest) => Staff;
}

/** Registers the learners' calls of the console. */
export function learnerAdminRoutes(
  parent: FastifyInstance,
  { db, now, accounts, progress, payments, playerCourses }: BackendContext,
  { guard, staffOf }: LearnerRouteOptions,
): void {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const certificates = certificateStore(db);
  /** Every player course with today's lessons (drafts too: a learner may have started one before). */
  const courses = () => playerCourses.all().map(certificateCourseOf);
  const audit = auditLog(db, now);
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');
  const notFound = { message: 'No learner has this account.' };

  /** Everything the console shows of one account. */
  const recordOf = (account: LearnerAccount) => {
    const record = progress.read(account.sub);
    return {
      ...account,
      courses: courses()
        .filter((course) => Object.hasOwn(record.courses, course.id))
        .map((course) => ({
          courseId: course.id,
          title: course.title,
          ...standing(course, record.courses[course.id]?.lessons ?? {}),
        })),
      ...payments.read({
        sub: account.sub,
        verifiedEmail: account.email === '' ? null : account.email,
        permissions: [],
        name: null,
      }),
      certificates: certificates.ofLearner(account.sub).map(certificateOf),
    };
  };

  app.get(
    '/api/admin/learners',
    {
      ...guard(LEARNERS_READ),
      schema: {
        querystring: ListQuery,
        response: { 200: Page(Account) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { q, page = 1, perPage = 25 } = request.query;
      return accounts.list({ q, page, perPage });
    },
  );

  app.get(
    '/api/admin/learners/:sub',
    {
      ...guard(LEARNERS_READ),
      schema: { params: SubParams, response: { 200: LearnerRecord, 404: Message } },
    },
    async (request, reply) => {
      noStore(reply);
      const account = accounts.find(request.params.sub);
      return account ? recordOf(account) : reply.code(404).send(notFound);
    },
  );

  app.get(
    '/api/admin/learners/:sub/export',
    {
      ...guard(LEARNERS_READ),
      schema: {
        params: SubParams,
        response: {
          200: Type.String({ description: 'A JSON file (attachment) of everything kept about the learner.' }),
          404: Message,
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const account = accounts.find(request.params.sub);
      if (!account) return reply.code(404).send(notFound);
      const { courses, payments: paid, plans, certificates: held, ...profile } = recordOf(account);
      const subscribed = db
        .prepare<[string], { created_at: string }>(
          'SELECT created_at FROM newsletter_subscriptions WHERE email = ? COLLATE NOCASE',
        )
        .get(account.email);
      const exported = {
        exportedAt: now().toISOString(),
        account: profile,
        progress: { courses, record: progress.read(account.sub) },
        payments: paid,
        plans,
        certificates: held,
        newsletter: subscribed ? { subscribedAt: subscribed.created_at } : null,
      };
      return reply
        .type('application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="learner-${fileSafe(account.sub)}.json"`)
        .send(JSON.stringify(exported, null, 2));
    },
  );

  const erase = db.transaction((account: LearnerAccount, by: Staff) => {
    const email = account.email;
    const orders = db
      .prepare<{ sub: string; email: string }, { id: string }>(
        `SELECT id FROM orders WHERE learner = @sub
           OR (learner IS NULL AND @email <> '' AND customer_email = @email COLLATE NOCASE)`,
      )
      .all({ sub: account.sub, email })
      .map((row) => row.id);
    const anonymise = (table: string, key: string) =>
      db.prepare<[string]>(
        `UPDATE ${table} SET customer_name = '${ERASED}', customer_email = '${ERASED}',
           customer_phone = '${ERASED}' WHERE ${key} = ?`,
      );
    const ordersRow = anonymise('orders', 'id');
    const unlink = db.prepare<[string]>('UPDATE orders SET learner = NULL WHERE id = ?');
    const confirmations = anonymise('payment_confirmations', 'order_id');
    for (const id of orders) {
      ordersRow.run(id);
      unlink.run(id);
      confirmations.run(id);
    }
    let progressRows = 0;
    for (const table of [
      'progress_events',
      'progress_lessons',
      'progress_courses',
      'progress_playback',
      'progress_learners',
    ])
      progressRows += db.prepare(`DELETE FROM ${table} WHERE learner = ?`).run(account.sub).changes;
    const revoked: string[] = [];
    for (const certificate of certificates.ofLearner(account.sub)) {
      if (certificates.revoke(certificate.id, ERASED_REASON, now()).outcome === 'revoked')
        revoked.push(certificate.id);
    }
    db.prepare(`UPDATE learner_certificates SET name = '${ERASED}' WHERE learner = ?`).run(account.sub);
    const subscriptions =
      email === ''
        ? 0
        : db.prepare('DELETE FROM newsletter_subscriptions WHERE email = ? COLLATE NOCASE').run(email)
            .changes;
    accounts.remove(account.sub);
    // The log keeps what was done, not the personal data that went.
    const done = {
      orders: orders.length,
      progressRows,
      certificatesRevoked: revoked,
      subscriptions,
    };
    audit.record(by, 'erase', 'learners', account.sub, null, done);
    return done;
  });

  app.post(
    '/api/admin/learners/:sub/erase',
    {
      ...guard(LEARNERS_ERASE),
      schema: {
        params: SubParams,
        body: EraseRequest,
        response: {
          200: Type.Object({
            message: Type.String(),
            orders: Type.Integer(),
            progressRows: Type.Integer(),
            certificatesRevoked: Type.Array(Type.String()),
            subscriptions: Type.Integer(),
          }),
          400: Message,
          404: Message,
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const account = accounts.find(request.params.sub);
      if (!account) return reply.code(404).send(notFound);
      const expected = account.email === '' ? account.sub : account.email;
      if (request.body.confirm.trim().toLowerCase() !== expected.toLowerCase())
        return reply.code(400).send({
          message:
            account.email === ''
              ? 'To erase, type the account id exactly as shown.'
              : "To erase, type the learner's e-mail address exactly as shown.",
        });
      const done = erase(account, staffOf(request));
      return { message: 'The learner’s data is erased.', ...done };
    },
  );

  app.post(
    '/api/admin/certificates/:id/revoke',
    {
      ...guard(CERTIFICATES_REVOKE),
      schema: {
        params: CertificateParams,
        body: Reason,
        response: { 200: Certificate, 404: Message, 409: Message },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const reason = request.body.reason.trim();
      const outcome = db.transaction(() => {
        const result = certificates.revoke(request.params.id, reason, now());
        if (result.outcome === 'revoked')
          audit.record(staffOf(request), 'revoke', 'learner-certificates', request.params.id, null, {
            reason,
          });
        return result;
      })();
      if (outcome.outcome === 'unknown')
        return reply.code(404).send({ message: 'No certificate has this id.' });
      if (outcome.outcome === 'already revoked')
        return reply.code(409).send({
          message: `This certificate was already revoked on ${outcome.certificate.revokedAt?.slice(0, 10) ?? ''}.`,
        });
      return certificateOf(outcome.certificate);
    },
  );

  const courseOr404 = (id: string, reply: FastifyReply) => {
    const course = playerCourses.certificateCourse(id);
    if (!course) void reply.code(404).send({ message: 'No player course has this id.' });
    return course;
  };

  app.get(
    '/api/admin/course-reports',
    {
      ...guard(LEARNERS_READ),
      schema: {
        response: {
          200: Type.Object({
            items: Type.Array(Type.Omit(Report, ['learners']), {
              description: "Every player course's report without its learners, in the courses' order.",
            }),
          }),
        },
      },
    },
    async (_request, reply) => {
      noStore(reply);
      return {
        items: courses().map((course) => {
          const { learners: _learners, ...summary } = reportOf(db, course);
          return summary;
        }),
      };
    },
  );

  app.get(
    '/api/admin/player-courses/:id/report',
    { ...guard(LEARNERS_READ), schema: { params: CourseParams, response: { 200: Report, 404: Message } } },
    async (request, reply) => {
      noStore(reply);
      const course = courseOr404(request.params.id, reply);
      return course ? reportOf(db, course) : reply;
    },
  );

  app.get(
    '/api/admin/player-courses/:id/report.csv',
    {
      ...guard(LEARNERS_READ),
      schema: {
        params: CourseParams,
        response: { 200: Type.String({ description: 'The report as CSV (attachment).' }), 404: Message },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const course = courseOr404(request.params.id, reply);
      if (!course) return reply;
      const report = reportOf(db, course);
      const csv = csvFile(REPORT_COLUMNS, report.learners);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="course-${fileSafe(course.id)}-learners.csv"`)
        .send(csv);
    },
  );
}
