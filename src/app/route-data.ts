import { COURSES_PATH } from '@/features/courses/endpoints';
import { EVENTS_PATH } from '@/features/events/endpoints';
import {
  CERTIFICATES_PATH,
  TEXT_TESTIMONIALS_PATH,
  VIDEO_TESTIMONIALS_PATH,
} from '@/features/marketing/endpoints';
import { webinarsPath } from '@/features/webinars/endpoints';
import { paths } from '@/lib/paths';

/** What each data page reads from the backend as soon as it shows, by route. */
export const routeData: Readonly<Record<string, readonly string[]>> = {
  [paths.events]: [EVENTS_PATH],
  [paths.webinars]: [webinarsPath('r-programming'), webinarsPath('executive-coaching')],
  [paths.testimonials]: [TEXT_TESTIMONIALS_PATH, VIDEO_TESTIMONIALS_PATH],
  [paths.certificates]: [CERTIFICATES_PATH],
  [paths.catalogue]: [COURSES_PATH],
};

/**
 * The backend paths the page at `pathname` reads first (none for a page without backend data). The
 * prerender writes them into the page, and the entry script asks for them while the app still downloads.
 */
export function routeDataPaths(pathname: string): readonly string[] {
  return routeData[pathname] ?? [];
}
