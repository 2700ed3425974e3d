/** The backend address the certificates page reads; the app also asks for it early, on that page. */
export const CERTIFICATES_PATH = '/admin/pages/certificates.php';
