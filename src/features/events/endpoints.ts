/** The backend address this feature reads; the app also asks for it early, before the app has loaded. */
export const EVENTS_PATH = '/admin/pages/events-api.php';
