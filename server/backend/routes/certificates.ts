import { createHash } from 'node:crypto';

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { isCertificateId } from '../../../src/lib/certificate-id';
import { courseCompletion, readCertificateName } from '../certificate-rule';
import { certificateStore, type IssuedCertificate } from '../certificate-store';
import {
  CERTIFICATE_MESSAGES,
  CertificateParams,
  CertificateRefusal,
  CertificateVerification,
  IssueRequest,
  LearnerCertificate,
  LearnerCertificates,
  learnerViewOf,
  verificationOf,
  type CertificateRefusalWire,
} from '../certificate-wire';
import type { BackendContext } from '../context';
import { loadCredentialSigner } from '../credential-signing';
import { learnerOf } from '../learner-auth';
import { openBadgeCredential } from '../open-badges';
import { encodeStatusList, STATUS_LIST_PATH, statusListCredential } from '../status-list';
import { Message } from '../wire-schema';

import { SIGNED_IN_REFUSALS } from './me';

/** Verifiers are software anywhere: the key set and credentials may be read from any origin. */
const anyOrigin = (reply: FastifyReply) => reply.header('Access-Control-Allow-Origin', '*');

/** A strong validator for what is sent: the same input (and key) gives the same tag across restarts. */
const entityTag = (...parts: string[]) =>
  `"${createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 32)}"`;

/** Whether the client's `If-None-Match` holds `tag` (or `*`). */
const stillFresh = (request: FastifyRequest, tag: string): boolean => {
  const header = request.headers['if-none-match'];
  if (header === undefined) return false;
  return header
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === tag || candidate === '*');
};

/** Signed credentials kept in memory, the most recently read last: RSA signing is the costly part. */
const SIGNED_CACHE_SIZE = 2000;

/**
 * Certificates (docs/api.md, "Certificates" and "The learner's account"): what anyone may check without
 * signing in, and what a learner asks for with their access token. A certificate's state changes when it is
 * revoked, so public answers are revalidated on every read (`no-cache`).
 */
export async function certificateRoutes(
  parent: FastifyInstance,
  { db, settings, now, learnerAuth, progress, limited, accounts, playerCourses }: BackendContext,
): Promise<void> {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const certificates = certificateStore(db);
  const signer = await loadCredentialSigner({ ...settings.certificates, dataDir: settings.dataDir });

  /** The certificate an `:id` names; undefined once a 400 (text that is not an id) or a 404 has been sent. */
  const lookUp = (id: string, reply: FastifyReply): IssuedCertificate | undefined => {
    reply.header('Cache-Control', 'no-cache');
    if (!isCertificateId(id)) {
      void reply.code(400).send({ message: CERTIFICATE_MESSAGES.notAnId });
      return undefined;
    }
    const certificate = certificates.find(id);
    if (!certificate) void reply.code(404).send({ message: CERTIFICATE_MESSAGES.unknown });
    return certificate;
  };

  // Anyone may ask, so each client's allowance is counted before anything is looked up or signed.
  const publicLimit = limited('certificates');

  const refusals = { 400: Message, 404: Message, 429: Message };
  app.get(
    '/api/certificates/:id',
    {
      ...publicLimit,
      schema: { params: CertificateParams, response: { 200: CertificateVerification, ...refusals } },
    },
    async (request, reply) => {
      const certificate = lookUp(request.params.id, reply);
      return certificate ? reply.send(verificationOf(certificate)) : reply;
    },
  );

  // A credential changes only when its certificate does (a revocation), so it is signed once per state and
  // kept; its tag is computed from what would be signed, so a client's copy is confirmed (304) unsigned.
  const signed = new Map<string, { tag: string; jwt: string }>();
  const signOnce = async (tag: string, sign: () => Promise<string>): Promise<string> => {
    const kept = signed.get(tag);
    if (kept) {
      signed.delete(tag);
      signed.set(tag, kept);
      return kept.jwt;
    }
    const jwt = await sign();
    signed.set(tag, { tag, jwt });
    if (signed.size > SIGNED_CACHE_SIZE) signed.delete(signed.keys().next().value ?? '');
    return jwt;
  };

  app.get(
    '/api/certificates/:id/credential',
    {
      ...publicLimit,
      schema: {
        params: CertificateParams,
        produces: ['application/vc+jwt'],
        response: {
          200: { type: 'string', description: 'An Open Badges 3.0 credential as a VC-JWT.' },
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      anyOrigin(reply);
      const certificate = lookUp(request.params.id, reply);
      if (!certificate) return reply;
      const { credential, claims } = openBadgeCredential(
        certificate,
        settings.certificates,
        playerCourses.certificateCourse(certificate.courseId),
      );
      const tag = entityTag(signer.kid, JSON.stringify(credential), JSON.stringify(claims));
      reply.header('ETag', tag);
      if (stillFresh(request, tag)) return reply.code(304).send('');
      return reply
        .type('application/vc+jwt')
        .header('Content-Disposition', `inline; filename="${certificate.id}.jwt"`)
        .send(await signOnce(tag, () => signer.sign(credential, claims)));
    },
  );

  // The revocation status list every credential points to (status-list.ts): signed again only when one more
  // certificate is revoked (by this process or the certificate command beside it), dated when that was seen.
  let list: { version: string; tag: string; jwt: string } | undefined;
  app.get(STATUS_LIST_PATH, publicLimit, async (request, reply) => {
    anyOrigin(reply).header('Cache-Control', 'no-cache');
    const { version, positions } = certificates.revokedPositions();
    if (list?.version !== version) {
      const encodedList = encodeStatusList(positions);
      const validFrom = `${now().toISOString().slice(0, 19)}Z`;
      const { credential, claims } = statusListCredential(settings.certificates, encodedList, validFrom);
      const jwt = await signer.sign(credential, claims);
      list = { version, tag: entityTag(signer.kid, jwt), jwt };
    }
    reply.header('ETag', list.tag);
    if (stillFresh(request, list.tag)) return reply.code(304).send();
    return reply.type('application/vc+jwt').send(list.jwt);
  });

  app.get('/.well-known/jwks.json', async (_request, reply) =>
    anyOrigin(reply)
      .type('application/jwk-set+json')
      .header('Cache-Control', 'public, max-age=300')
      .send(signer.jwks),
  );

  // The learner's own certificates: the access token names the learner, so no request can issue for another.
  // As the learner's other calls (me.ts): the token, then the learner's allowance, counted by its subject.
  const signedIn = { onRequest: [learnerAuth.requireLearner, limited('learner').onRequest] };
  const private_ = { 'Cache-Control': 'no-store' };

  app.get(
    '/api/me/certificates',
    { ...signedIn, schema: { response: { 200: LearnerCertificates, ...SIGNED_IN_REFUSALS } } },
    async (request, reply) =>
      reply
        .headers(private_)
        .send({ certificates: certificates.ofLearner(learnerOf(request).sub).map(learnerViewOf) }),
  );

  const issuing = {
    ...signedIn,
    schema: {
      body: IssueRequest,
      response: { '2xx': LearnerCertificate, 400: Message, 409: CertificateRefusal, ...SIGNED_IN_REFUSALS },
    },
  };
  app.post('/api/me/certificates', issuing, async (request, reply) => {
    const learner = learnerOf(request);
    reply.headers(private_);
    const body = request.body;
    const name = body.name === undefined ? undefined : readCertificateName(body.name);
    if (body.name !== undefined && name === undefined)
      return reply
        .code(400)
        .send({ message: 'name must be the name to print: 1 to 80 characters with a letter.' });
    const course = playerCourses.certificateCourse(body.courseId);
    if (!course) return reply.code(400).send({ message: `There is no course ${body.courseId} to certify.` });
    const issued = certificates
      .ofLearner(learner.sub)
      .find((certificate) => certificate.courseId === course.id);
    // Asked again: the certificate issued before, as it was (its name included).
    if (issued) return reply.code(200).send(learnerViewOf(issued));
    const lessons = progress.read(learner.sub).courses[course.id]?.lessons ?? {};
    const completion = courseCompletion(
      course,
      Object.fromEntries(
        Object.entries(lessons).map(([lessonId, { completedAt }]) => [lessonId, completedAt]),
      ),
      { notBefore: progress.firstActivity(learner.sub, course.id), notAfter: now().toISOString() },
    );
    if (!completion.complete) {
      const refusal: CertificateRefusalWire = {
        message: `Complete every lesson of ${course.title} first. Still to complete: ${completion.missing
          .map((lesson) => lesson.title)
          .join(', ')}.`,
        missing: completion.missing.map(({ id, title }) => ({ id, title })),
      };
      return reply.code(409).send(refusal);
    }
    if (name === undefined)
      return reply.code(400).send({ message: 'name is required: the name to print on the certificate.' });
    const { certificate, created } = certificates.issue(
      {
        learner: learner.sub,
        verifiedEmail: learner.verifiedEmail,
        course,
        name,
        completedAt: completion.completedAt,
      },
      now(),
    );
    if (created) accounts.seen(learner);
    return reply.code(created ? 201 : 200).send(learnerViewOf(certificate));
  });
}
