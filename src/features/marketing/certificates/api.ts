import { uploadUrl } from '../shared/uploads';

import { certificatesCopy } from './content';

import { backendCall } from '@/lib/api-error';
import { baseApi } from '@/lib/base-api';
import { getConfig } from '@/lib/config';
import { mergeInShownOrder } from '@/lib/shown-order';

/** The backend address the certificates page reads; the app also asks for it early, on that page. */
export const CERTIFICATES_PATH = '/admin/pages/certificates.php';

/** A certificate as the page shows it; `imageUrl` is its picture on the backend, or null. */
export type Certificate = { id: string; title: string; imageUrl: string | null };

/**
 * Reads `certificates.php`, resolving pictures against the backend at `apiBaseUrl`: `id` a number or
 * numeric string, `certificate_title`, `certificate_image` a file name (or nothing, for the placeholder).
 * Rows without an id or title are left out; a reply that is not a list is malformed.
 */
export function normalizeCertificates(body: unknown, apiBaseUrl: string): Certificate[] {
  if (!Array.isArray(body)) throw new Error('The certificates reply is not a list');
  return body.flatMap((row: unknown) => {
    if (typeof row !== 'object' || row === null) return [];
    const { id, certificate_title: title, certificate_image: image } = row as Record<string, unknown>;
    const key = typeof id === 'number' || typeof id === 'string' ? String(id).trim() : '';
    if (key === '' || typeof title !== 'string' || title.trim() === '') return [];
    return [
      {
        id: key,
        title: title.trim(),
        imageUrl: uploadUrl(apiBaseUrl, 'certificates', typeof image === 'string' ? image.trim() : null),
      },
    ];
  });
}

export const certificatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCertificates: build.query<Certificate[], undefined>({
      queryFn: backendCall({
        request: () => CERTIFICATES_PATH,
        failures: { failed: certificatesCopy.fetchFailed, malformed: certificatesCopy.fetchFailed },
        read: (body) => normalizeCertificates(body, getConfig().apiBaseUrl),
      }),
      merge: mergeInShownOrder,
      providesTags: (certificates) => [
        { type: 'Certificate', id: 'LIST' },
        ...(certificates ?? []).map((certificate) => ({ type: 'Certificate' as const, id: certificate.id })),
      ],
    }),
  }),
});

export const { useGetCertificatesQuery } = certificatesApi;
