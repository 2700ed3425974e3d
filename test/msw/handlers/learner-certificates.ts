import { HttpResponse, delay, http } from 'msw';

import { CERTIFICATE_MESSAGES } from '../../../server/backend/certificate-wire';
import { isCertificateId } from '../../../src/lib/certificate-id';
import { credentialJwt, revokedCertificate, validCertificate } from '../../fixtures/learner-certificates';
import { PHP_FATAL_ERROR, failuresFor } from '../failure-factories';

const CHECK = '*/api/certificates/:id';
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

export const handlers = [
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
};
