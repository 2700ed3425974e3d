import type { WebinarGroup } from './model';

/** The backend's `group_id` of each series. */
export const GROUP_IDS: Record<WebinarGroup, 1 | 2> = { 'r-programming': 1, 'executive-coaching': 2 };

/**
 * The backend address of one series' webinars, query included: the app also asks for both early, before it
 * has loaded, and the early answer is reused only when the address is the same to the character.
 */
export const webinarsPath = (group: WebinarGroup): string =>
  `/admin/pages/webinars.php?endpoint=webinars&group_id=${GROUP_IDS[group]}`;
