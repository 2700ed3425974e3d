import type { FastifyInstance, FastifyReply } from 'fastify';

import { isCertificateId } from '../../../src/lib/certificate-id';
import { certificateStore, type IssuedCertificate } from '../certificate-store';
import { CERTIFICATE_MESSAGES, verificationOf } from '../certificate-wire';
import type { BackendContext } from '../context';
import { loadCredentialSigner } from '../credential-signing';
import { openBadgeCredential } from '../open-badges';

/** Verifiers are software anywhere: the key set and credentials may be read from any origin. */
const anyOrigin = (reply: FastifyReply) => reply.header('Access-Control-Allow-Origin', '*');

/**
 * Certificates (CONTRACT.md, "Certificates"): what anyone may check without signing in. A certificate's
 * state changes when it is revoked, so answers are revalidated on every read (`no-cache`).
 */
export async function certificateRoutes(
  app: FastifyInstance,
  { db, settings }: BackendContext,
): Promise<void> {
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

  app.get<{ Params: { id: string } }>('/api/certificates/:id', async (request, reply) => {
    const certificate = lookUp(request.params.id, reply);
    return certificate ? reply.send(verificationOf(certificate)) : reply;
  });

  app.get<{ Params: { id: string } }>('/api/certificates/:id/credential', async (request, reply) => {
    anyOrigin(reply);
    const certificate = lookUp(request.params.id, reply);
    if (!certificate) return reply;
    const { credential, claims } = openBadgeCredential(certificate, settings.certificates);
    return reply
      .type('application/vc+jwt')
      .header('Content-Disposition', `inline; filename="${certificate.id}.jwt"`)
      .send(await signer.sign(credential, claims));
  });

  app.get('/.well-known/jwks.json', async (_request, reply) =>
    anyOrigin(reply)
      .type('application/jwk-set+json')
      .header('Cache-Control', 'public, max-age=300')
      .send(signer.jwks),
  );
}
