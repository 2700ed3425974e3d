/**
 * The console's learners (docs/api.md, "Learners") as the local backend answers them, over a small in-memory
 * store: the permission checks, search and paging, a learner's record, revoking a certificate once, an erase
 * on the typed e-mail, the course reports and their files. Failure cases beside them.
 */
import { HttpResponse, http } from 'msw';

import { staffOf } from './admin';

const ADMIN = '*/api/admin';

type Account = {
  sub: string;
  name: string;
  email: string;
  firstSeenAt: string | null;
  lastSeenAt: string | null;
};
type Certificate = {
  id: string;
  courseId: string;
  courseTitle: string;
  name: string;
  completedAt: string;
  issuedAt: string;
  revokedAt: string | null;
  revocationReason: string | null;
};

export const PRIYA_CERTIFICATE = 'MB-7K3Q-9D2X-TV0A';

const seedAccounts = (): Account[] => [
  {
    sub: 'user-priya',
    name: 'Priya Sharma',
    email: 'priya@example.com',
    firstSeenAt: '2026-11-20T05:00:00.000Z',
    lastSeenAt: '2026-12-01T10:00:00.000Z',
  },
  {
    sub: 'user-arjun',
    name: 'Arjun Mehta',
    email: 'arjun@example.com',
    firstSeenAt: '2026-11-25T05:00:00.000Z',
    lastSeenAt: '2026-11-30T09:00:00.000Z',
  },
];

const seedCertificates = (): Certificate[] => [
  {
    id: PRIYA_CERTIFICATE,
    courseId: '1',
    courseTitle: 'R Programming Fundamentals',
    name: 'Priya Sharma',
    completedAt: '2026-12-01T10:00:00.000Z',
    issuedAt: '2026-12-01T10:05:00.000Z',
    revokedAt: null,
    revocationReason: null,
  },
];

let accounts = seedAccounts();
let certificates = seedCertificates();
/** The requests the handlers saw, for tests that check what was sent. */
export const learnerRequests: { url: string; body?: unknown }[] = [];

export function resetAdminLearners(): void {
  accounts = seedAccounts();
  certificates = seedCertificates();
  learnerRequests.length = 0;
}

const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });

const recordOf = (account: Account) => ({
  ...account,
  courses:
    account.sub === 'user-priya'
      ? [
          {
            courseId: '1',
            title: 'R Programming Fundamentals',
            completedLessons: 3,
            totalLessons: 3,
            completedAt: '2026-12-01T10:00:00.000Z',
          },
        ]
      : [
          {
            courseId: '1',
            title: 'R Programming Fundamentals',
            completedLessons: 1,
            totalLessons: 3,
            completedAt: null,
          },
        ],
  payments:
    account.sub === 'user-priya'
      ? [
          {
            paymentId: 'pay_Priya0001',
            orderId: 'order_Priya0001',
            kind: 'plan',
            title: 'R-Guru Member',
            currency: 'USD',
            amount: 11800,
            breakdown: { base: 9900, fee: 198, gst: 1702, total: 11800 },
            rate: 83.2,
            customer: { name: 'Priya Sharma', email: 'priya@example.com', phone: '+91 98480 22338' },
            paidAt: '2026-11-21T06:30:00.000Z',
          },
        ]
      : [],
  plans:
    account.sub === 'user-priya'
      ? [
          {
            kind: 'plan',
            title: 'R-Guru Member',
            from: '2026-11-21T06:30:00.000Z',
            until: '2027-11-21T06:30:00.000Z',
          },
        ]
      : [],
  certificates: certificates.filter(
    (certificate) => certificate.name !== 'erased' && account.sub === 'user-priya',
  ),
});

const report = (courseId: string) => {
  const learners = accounts.map((account) => {
    const done = account.sub === 'user-priya';
    const certificate = done ? certificates.find((item) => item.courseId === courseId) : undefined;
    return {
      sub: account.sub,
      name: account.name,
      email: account.email,
      startedAt: account.firstSeenAt,
      completedLessons: done ? 3 : 1,
      totalLessons: 3,
      completedAt: done ? '2026-12-01T10:00:00.000Z' : null,
      certificateId: certificate?.id ?? null,
      certificateStatus: certificate ? (certificate.revokedAt ? 'revoked' : 'valid') : null,
    };
  });
  return {
    courseId,
    title: 'R Programming Fundamentals',
    started: learners.length,
    completed: learners.filter((learner) => learner.completedAt).length,
    certificates: learners.filter((learner) => learner.certificateId).length,
    learners,
  };
};

export const handlers = [
  http.get(`${ADMIN}/learners`, ({ request }) => {
    const staff = staffOf(request, 'learners:read');
    if (staff instanceof Response) return staff;
    const url = new URL(request.url);
    learnerRequests.push({ url: url.pathname + url.search });
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('perPage') ?? 25);
    const found = accounts.filter((account) =>
      [account.name, account.email, account.sub].some((text) => text.toLowerCase().includes(q)),
    );
    return json({ items: found.slice((page - 1) * perPage, page * perPage), total: found.length });
  }),

  http.get(`${ADMIN}/learners/:sub/export`, ({ request, params }) => {
    const staff = staffOf(request, 'learners:read');
    if (staff instanceof Response) return staff;
    const account = accounts.find((item) => item.sub === params.sub);
    if (!account) return json({ message: 'No learner has this account.' }, 404);
    return new HttpResponse(JSON.stringify({ account, ...recordOf(account) }, null, 2), {
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
  }),

  http.get(`${ADMIN}/learners/:sub`, ({ request, params }) => {
    const staff = staffOf(request, 'learners:read');
    if (staff instanceof Response) return staff;
    learnerRequests.push({ url: new URL(request.url).pathname });
    const account = accounts.find((item) => item.sub === params.sub);
    return account ? json(recordOf(account)) : json({ message: 'No learner has this account.' }, 404);
  }),

  http.post(`${ADMIN}/learners/:sub/erase`, async ({ request, params }) => {
    const staff = staffOf(request, 'learners:erase');
    if (staff instanceof Response) return staff;
    const body = (await request.json()) as { confirm?: string };
    learnerRequests.push({ url: new URL(request.url).pathname, body });
    const account = accounts.find((item) => item.sub === params.sub);
    if (!account) return json({ message: 'No learner has this account.' }, 404);
    if ((body.confirm ?? '').trim().toLowerCase() !== account.email.toLowerCase())
      return json({ message: "To erase, type the learner's e-mail address exactly as shown." }, 400);
    accounts = accounts.filter((item) => item !== account);
    const revoked = certificates.filter((item) => !item.revokedAt).map((item) => item.id);
    certificates = certificates.map((item) => ({
      ...item,
      name: 'erased',
      revokedAt: item.revokedAt ?? '2026-12-02T06:30:00.000Z',
      revocationReason: item.revocationReason ?? "erased at the learner's request",
    }));
    return json({
      message: 'The learner’s data is erased.',
      orders: 1,
      progressRows: 4,
      certificatesRevoked: revoked,
      subscriptions: 0,
    });
  }),

  http.post(`${ADMIN}/certificates/:id/revoke`, async ({ request, params }) => {
    const staff = staffOf(request, 'certificates:revoke');
    if (staff instanceof Response) return staff;
    const body = (await request.json()) as { reason?: string };
    learnerRequests.push({ url: new URL(request.url).pathname, body });
    const certificate = certificates.find((item) => item.id === params.id);
    if (!certificate) return json({ message: 'No certificate has this id.' }, 404);
    if (certificate.revokedAt)
      return json({ message: 'This certificate was already revoked on 2026-12-02.' }, 409);
    certificate.revokedAt = '2026-12-02T06:30:00.000Z';
    certificate.revocationReason = String(body.reason ?? '');
    return json(certificate);
  }),

  http.get(`${ADMIN}/course-reports`, ({ request }) => {
    const staff = staffOf(request, 'learners:read');
    if (staff instanceof Response) return staff;
    const { learners: _learners, ...first } = report('1');
    return json({
      items: [
        first,
        {
          courseId: '2',
          title: 'Data Visualization with ggplot2',
          started: 0,
          completed: 0,
          certificates: 0,
        },
      ],
    });
  }),

  http.get(`${ADMIN}/player-courses/:id/report.csv`, ({ request, params }) => {
    const staff = staffOf(request, 'learners:read');
    if (staff instanceof Response) return staff;
    learnerRequests.push({ url: new URL(request.url).pathname });
    const rows = report(String(params.id)).learners.map((learner) => `${learner.name},${learner.email}`);
    return new HttpResponse(['Name,E-mail', ...rows].join('\r\n'), {
      headers: { 'Content-Type': 'text/csv; charset=utf-8' },
    });
  }),

  http.get(`${ADMIN}/player-courses/:id/report`, ({ request, params }) => {
    const staff = staffOf(request, 'learners:read');
    if (staff instanceof Response) return staff;
    if (!['1', '2', '3'].includes(String(params.id)))
      return json({ message: 'No player course has this id.' }, 404);
    return json(report(String(params.id)));
  }),
];

const HTML_500 = '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>';

export const learnerFailures = {
  listHtml500: () =>
    http.get(
      `${ADMIN}/learners`,
      () => new HttpResponse(HTML_500, { status: 500, headers: { 'Content-Type': 'text/html' } }),
    ),
  recordHtml500: () =>
    http.get(
      `${ADMIN}/learners/:sub`,
      () => new HttpResponse(HTML_500, { status: 500, headers: { 'Content-Type': 'text/html' } }),
    ),
  revokeNetworkError: () => http.post(`${ADMIN}/certificates/:id/revoke`, () => HttpResponse.error()),
};
