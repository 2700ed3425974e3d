/** The backend addresses the marketing pages read; the app also asks for them early, on their pages. */
export const TEXT_TESTIMONIALS_PATH = '/admin/pages/text_testimonials.php';
export const VIDEO_TESTIMONIALS_PATH = '/admin/pages/video_testimonials.php';
export const CERTIFICATES_PATH = '/admin/pages/certificates.php';
