import { HttpResponse, delay, http } from 'msw';

import { CERTIFICATE_MESSAGES } from '../../../server/backend/certificate-wire';
import type { LearnerCertificateWire } from '../../../server/backend/certificate-wire';
import { PLAYER_COURSE_SEED } from '../../../server/backend/player-course-seed';
import { isCertificateId } from '../../../src/lib/certificate-id';
import { credentialJwt, revokedCertificate, validCertificate } from '../../fixtures/learner-certificates';
import { PHP_FATAL_ERROR, failuresFor } from '../failure-factories';

const CHECK = '*/api/certificates/:id';
const MINE = '*/api/me/certificates';
const CREDENTIAL = '*/api/certificates/:id/credential';
const known = new Map(
  [validCertificate, revokedCertificate].map((certificate) => [certificate.id, certificate]),
);

/** What the backend says about an id: 400 for text that is not one, 404 for nobody's, else the certificate. */
function answer(id: string) {
  if (!isCertificateId(id))
    return HttpResponse.json({ message: CERTIFICATE_MESSAGES.notAnId }, { status: 400 });
  const certificate = known.get(id);
  if (!certificate) return HttpResponse.json({ message: CERTIFICATE_MESSAGES.unknown }, { status: 404 });
  return certificate;
}

/** The signed-in learner's certificates, as the backend would hold them (reset between tests). */
let mine: LearnerCertificateWire[] = [];
let serial = 0;

/** Forgets the certificates issued in a test. */
export function resetLearnerCertificates(): void {
  mine = [];
  serial = 0;
}

/** Certificates the learner already holds when a test starts. */
export function holdCertificates(...certificates: LearnerCertificateWire[]): void {
  mine.push(...certificates);
}

/** The backend's issue: every player course counts as complete here (a test makes one incomplete with `failures`). */
function issue(body: unknown) {
  const { courseId, name } = (body ?? {}) as { courseId?: unknown; name?: unknown };
  const course = PLAYER_COURSE_SEED.find((candidate) => candidate.id === courseId);
  if (!course)
    return HttpResponse.json(
      { message: `There is no course ${String(courseId)} to certify.` },
      { status: 400 },
    );
  const held = mine.find((certificate) => certificate.courseId === course.id);
  if (held) return HttpResponse.json(held, { status: 200 });
  if (typeof name !== 'string' || name.trim() === '')
    return HttpResponse.json({ message: 'name is required' }, { status: 400 });
  serial += 1;
  const certificate: LearnerCertificateWire = {
    id: `MB-TEST-0000-000${serial}`,
    courseId: course.id,
    name: name.trim(),
    course: course.title,
    completedAt: '2026-11-20T09:00:00.000Z',
    completedOn: '2026-11-20',
    issuedAt: '2026-11-21T06:30:00.000Z',
    status: 'valid',
  };
  mine.push(certificate);
  return HttpResponse.json(certificate, { status: 201 });
}

export const handlers = [
  http.get(MINE, () => HttpResponse.json({ certificates: mine })),
  http.post(MINE, async ({ request }) => issue(await request.json().catch(() => null))),
  http.get(CHECK, ({ params }) => {
    const reply = answer(String(params.id));
    return reply instanceof Response ? reply : HttpResponse.json(reply);
  }),
  http.get(CREDENTIAL, ({ params }) => {
    const reply = answer(String(params.id));
    return reply instanceof Response
      ? reply
      : HttpResponse.text(credentialJwt, { headers: { 'Content-Type': 'application/vc+jwt' } });
  }),
];

export const failures = {
  check: {
    ...failuresFor('get', CHECK),
    /** A proxy's 404 page: HTML, not the backend's answer. */
    htmlNotFound: () =>
      http.get(CHECK, () =>
        HttpResponse.text(PHP_FATAL_ERROR, { status: 404, headers: { 'Content-Type': 'text/html' } }),
      ),
    pending: () =>
      http.get(CHECK, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
  },
  credential: failuresFor('get', CREDENTIAL),
  mine: failuresFor('get', MINE),
  issue: {
    ...failuresFor('post', MINE),
    /** The account's progress lacks lessons of the course (409). */
    incomplete: (...missing: string[]) =>
      http.post(MINE, () =>
        HttpResponse.json(
          {
            message: `Complete every lesson first. Still to complete: ${missing.join(', ')}.`,
            missing: missing.map((title, index) => ({ id: `v${index + 1}`, title })),
          },
          { status: 409 },
        ),
      ),
  },
};
