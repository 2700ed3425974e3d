/** The backend addresses this feature reads; the app also asks for the courses early on the catalogue. */
export const COURSES_PATH = '/admin/pages/courses.php';
export const INSTRUCTORS_PATH = '/admin/pages/instructors.php';
