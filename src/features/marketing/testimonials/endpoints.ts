/** The backend addresses the testimonials page reads; the app also asks for them early, on that page. */
export const TEXT_TESTIMONIALS_PATH = '/admin/pages/text_testimonials.php';
export const VIDEO_TESTIMONIALS_PATH = '/admin/pages/video_testimonials.php';
