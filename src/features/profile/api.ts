import { readCertificateCheck } from './certificate-model';
import type { CertificateCheck } from './certificate-model';
import { verifyCopy } from './content';
import { certificatePath } from './endpoints';

import { backendCall } from '@/lib/api-error';
import { baseApi } from '@/lib/base-api';

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** What the backend says about a certificate id: valid, revoked, nobody's (404) or not an id (400). */
    checkCertificate: build.query<CertificateCheck, string>({
      queryFn: backendCall({
        request: (id: string) => certificatePath(id),
        failures: { failed: verifyCopy.checkFailed, malformed: verifyCopy.checkFailed },
        read: readCertificateCheck,
        answers: {
          404: (): CertificateCheck => ({ kind: 'unknown' }),
          400: (): CertificateCheck => ({ kind: 'notAnId' }),
        },
      }),
      // A certificate may be revoked at any moment: each visit asks again.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useCheckCertificateQuery } = profileApi;
