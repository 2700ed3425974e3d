/** A certificate's public check: anyone may ask, without signing in. */
export const certificatePath = (id: string): string => `/api/certificates/${encodeURIComponent(id)}`;

/** A certificate as an Open Badges 3.0 credential (a VC-JWT). */
export const credentialPath = (id: string): string => `${certificatePath(id)}/credential`;

/** The signed-in learner's certificates: `GET` lists them, `POST { courseId, name }` asks for one. */
export const MY_CERTIFICATES_PATH = '/api/me/certificates';
