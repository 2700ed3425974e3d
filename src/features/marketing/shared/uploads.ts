/** The backend's upload folders this feature shows files from. */
export type UploadFolder = 'text_testimonials' | 'certificates' | 'articles' | 'newsletters';

/**
 * The address of an uploaded file, or null when there is none. The file name comes from the backend, so
 * empty and parent segments are dropped and each segment is encoded: it can only name a file in its folder.
 */
export function uploadUrl(apiBaseUrl: string, folder: UploadFolder, file: string | null): string | null {
  const segments = (file ?? '')
    .split('/')
    .filter((segment) => segment !== '' && segment !== '..' && segment !== '.');
  if (segments.length === 0) return null;
  return `${apiBaseUrl}/admin/uploads/${folder}/${segments.map(encodeURIComponent).join('/')}`;
}
