import {
  readCertificateCheck,
  readIncomplete,
  readLearnerCertificate,
  readLearnerCertificates,
} from './certificate-model';
import type { CertificateCheck, IssueOutcome, LearnerCertificate } from './certificate-model';
import { profileCopy, verifyCopy } from './content';
import { MY_CERTIFICATES_PATH, certificatePath } from './endpoints';

import { answeredCall } from '@/lib/answered-call';
import { backendCall } from '@/lib/api-error';
import { baseApi } from '@/lib/base-api';
import { signedIn } from '@/lib/signed-in-call';

/** What the learner asks for: a course's certificate, printed with this name. */
export type IssueRequest = { courseId: string; name: string };

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** What the backend says about a certificate id: valid, revoked, nobody's (404) or not an id (400). */
    checkCertificate: build.query<CertificateCheck, string>({
      queryFn: answeredCall({
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
    /** The signed-in learner's certificates, issued by the backend. */
    getMyCertificates: build.query<LearnerCertificate[], undefined>({
      queryFn: backendCall({
        through: signedIn('required'),
        request: () => MY_CERTIFICATES_PATH,
        failures: { failed: profileCopy.certificatesFailed, malformed: profileCopy.certificatesFailed },
        read: readLearnerCertificates,
      }),
      providesTags: [{ type: 'LearnerCertificate', id: 'LIST' }],
    }),
    /**
     * Asks the backend for a course's certificate: issued now, or the one issued before (with the name chosen
     * then); a 409 says which lessons the account's progress still lacks.
     */
    issueCertificate: build.mutation<IssueOutcome, IssueRequest>({
      queryFn: answeredCall({
        through: signedIn('required'),
        request: (body: IssueRequest) => ({ url: MY_CERTIFICATES_PATH, method: 'POST', body }),
        failures: { failed: profileCopy.issueFailed, malformed: profileCopy.issueFailed },
        read: (body): IssueOutcome => ({ kind: 'issued', certificate: readLearnerCertificate(body) }),
        answers: { 409: readIncomplete },
      }),
      // The list gains the certificate at once, without asking the backend again.
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data?.kind !== 'issued') return;
        const { certificate } = data;
        dispatch(
          profileApi.util.updateQueryData('getMyCertificates', undefined, (list) => [
            ...list.filter((held) => held.courseId !== certificate.courseId),
            certificate,
          ]),
        );
      },
    }),
  }),
});

export const { useCheckCertificateQuery, useGetMyCertificatesQuery, useIssueCertificateMutation } =
  profileApi;
