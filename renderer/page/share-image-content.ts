/**
 * What the link preview of each prerendered page shows (Open Graph and Twitter's large card): a 1200x630
 * picture with the brand and the page's title, one per page, event and course. The prerender decides what
 * each says (here, from the page and its data); renderer/share-images.tsx draws them.
 */
import { catalogueCourseId } from './route-data';

import type { RootState } from '@/app/store';
import { catalogueApi } from '@/features/courses/catalogue/api';
import type { CatalogueCourse } from '@/features/courses/catalogue/model';
import { eventsApi } from '@/features/events/api';
import type { EventItem } from '@/features/events/model';
import { paths } from '@/lib/paths';

export type ShareImage = {
  /** The file's name in dist/share/ without `.png`. */
  id: string;
  title: string;
  /** The small line above the title (an event's date, a course's category). */
  kicker?: string;
  /** The line below it (a page's description, an event's place, a course's level and length). */
  detail?: string;
};

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** Where a share image is served from, beside the pages. */
export const shareImagePath = (image: Pick<ShareImage, 'id'>): string => `/share/${image.id}.png`;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The picture for the page at `pathname`, with its title and description. */
export function pageShareImage(pathname: string, title: string, description: string): ShareImage {
  return { id: slug(pathname) || 'home', title, detail: description };
}

/** The picture for one event: its date, title and place. */
export function eventShareImage(event: EventItem): ShareImage {
  return {
    id: `event-${slug(event.id)}`,
    title: event.title,
    kicker: event.date || undefined,
    detail: event.location || undefined,
  };
}

/** The picture for one catalogue course: its category, title, level and length. */
export function courseShareImage(course: CatalogueCourse): ShareImage {
  const facts = [course.level, course.duration].filter(Boolean).join(' · ');
  return {
    id: `course-${slug(course.id)}`,
    title: course.title,
    kicker: course.category ? `Course · ${course.category}` : 'Course',
    detail: facts || undefined,
  };
}

/**
 * The pictures a page needs: its own first (a course page's is the course's), then one per event the
 * events page lists (their structured data names them).
 */
export function pageShareImages(
  pathname: string,
  page: { name: string; description: string },
  state: RootState,
): ShareImage[] {
  const courseId = catalogueCourseId(pathname);
  if (courseId !== undefined) {
    const courses = catalogueApi.endpoints.getCatalogueCourses.select(undefined)(state).data;
    const course = courses?.find((item) => item.id === courseId);
    if (course) return [courseShareImage(course)];
  }
  const own = pageShareImage(pathname, page.name, page.description);
  if (pathname !== paths.events) return [own];
  const events = eventsApi.endpoints.getEvents.select(undefined)(state).data ?? [];
  return [own, ...events.map(eventShareImage)];
}
