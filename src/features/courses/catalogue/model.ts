import type { CatalogueState } from './slice';

import { ReplyRejected } from '@/lib/api-error';
import { addressFilters } from '@/lib/filters-in-address';
import { ALL_CATEGORIES, type ListFilter, categoryChoices, filterList } from '@/lib/list-filter';
import { isRecord, readFlag, readText } from '@/lib/loose-payload';

/** A catalogue course as the pages use it, produced from the backend's loose payload by `readCourses`. */
export type CatalogueCourse = {
  id: string;
  title: string;
  shortDescription: string;
  description: string;
  category: string;
  instructorId: string;
  /** The thumbnail's address on the backend, or null when the course has none. */
  thumbnailUrl: string | null;
  /** The uploaded preview video's address on the backend, or null. */
  videoUrl: string | null;
  duration: string;
  level: string;
  language: string;
  /** Rupees, or null when the backend sent no readable price. */
  price: number | null;
  /** Rupees, only when lower than the price. */
  discountPrice: number | null;
  isPublished: boolean;
  /** `YYYY-MM-DD`, or "" when unknown. */
  releaseDate: string;
};

export type Instructor = {
  id: string;
  name: string;
  designation: string;
  bio: string;
  email: string;
  /** The picture's address on the backend, or null. */
  pictureUrl: string | null;
};

/** The words shown when the catalogue calls fail; the specification's texts, verbatim. */
export const catalogueFailureCopy = {
  failed: 'Failed to fetch data',
  network: 'Failed to fetch data',
  malformed: 'Error loading data',
} as const;

export const DEFAULT_LANGUAGE = 'English';

/** "14999.00" or 14999 -> 14999; anything unreadable or negative -> null. */
export function readAmount(value: unknown): number | null {
  const text = readText(value);
  if (text === '') return null;
  const amount = Number(text);
  return Number.isFinite(amount) && amount >= 0 ? amount : null;
}

/**
 * Reads the `{ success, data }` envelope both catalogue endpoints share. A refusal reads as the specified
 * "Error loading data" (the page shows that text, not the server's); a body without the envelope is malformed.
 */
function readList(body: unknown): unknown[] {
  if (!isRecord(body) || !('success' in body)) throw new Error('not a catalogue reply');
  if (!readFlag(body.success)) throw new ReplyRejected(catalogueFailureCopy.malformed);
  if (!Array.isArray(body.data)) throw new Error('catalogue reply without a list');
  return body.data;
}

function readCourse(raw: unknown, apiBaseUrl: string): CatalogueCourse {
  if (!isRecord(raw)) throw new Error('course is not an object');
  const id = readText(raw.id);
  const title = readText(raw.title);
  if (id === '' || title === '') throw new Error('course without id or title');
  const price = readAmount(raw.price);
  const discount = readAmount(raw.discount_price);
  const created = readText(raw.created_at).slice(0, 10);
  return {
    id,
    title,
    shortDescription: readText(raw.short_description),
    description: readText(raw.description),
    category: readText(raw.category),
    instructorId: readText(raw.instructor_id),
    thumbnailUrl: uploadUrl(apiBaseUrl, readText(raw.thumbnail_url)),
    videoUrl: uploadUrl(apiBaseUrl, readText(raw.video_file_url)),
    duration: readText(raw.duration),
    level: readText(raw.level),
    language: readText(raw.language) || DEFAULT_LANGUAGE,
    price,
    discountPrice: discount !== null && (price === null || discount < price) ? discount : null,
    isPublished: readFlag(raw.is_published),
    releaseDate: /^\d{4}-\d{2}-\d{2}$/.test(created) ? created : '',
  };
}

function readInstructor(raw: unknown, apiBaseUrl: string): Instructor {
  if (!isRecord(raw)) throw new Error('instructor is not an object');
  const id = readText(raw.id);
  const name = readText(raw.name);
  if (id === '' || name === '') throw new Error('instructor without id or name');
  return {
    id,
    name,
    designation: readText(raw.designation),
    bio: readText(raw.bio),
    email: readText(raw.email),
    pictureUrl: uploadUrl(apiBaseUrl, readText(raw.profile_picture_url)),
  };
}

/**
 * Normalizes `courses.php`, resolving its uploads against the backend at `apiBaseUrl`; throws ReplyRejected
 * for `success: false`, anything else for a bad shape.
 */
export const readCourses = (body: unknown, apiBaseUrl: string): CatalogueCourse[] =>
  readList(body).map((raw) => readCourse(raw, apiBaseUrl));

/** Normalizes `instructors.php` the same way. */
export const readInstructors = (body: unknown, apiBaseUrl: string): Instructor[] =>
  readList(body).map((raw) => readInstructor(raw, apiBaseUrl));

/** The address of an upload on the backend, or null when there is none (the page shows a placeholder). */
export function uploadUrl(apiBaseUrl: string, path: string): string | null {
  if (path === '') return null;
  if (/^https?:\/\//i.test(path)) return path;
  const segments = path.split('/').filter((segment) => segment !== '' && segment !== '..');
  if (segments.length === 0) return null;
  return `${apiBaseUrl}/${segments.map(encodeURIComponent).join('/')}`;
}

/**
 * 14999 -> "₹14,999", 1234567.5 -> "₹12,34,567.5": what `Intl.NumberFormat('en-IN', { style: 'currency',
 * currency: 'INR', maximumFractionDigits: 2 })` writes (a test holds the two equal). Written out because the
 * first Intl formatter in a page starts ICU, 15-20 ms of main thread here and about 80 ms on a phone, inside
 * the render of the catalogue's first card, where no idle moment comes before it.
 */
export function formatRupees(amount: number): string {
  const rupees = Math.abs(amount);
  // Rounded to paise as Intl rounds: on the number's shortest decimal form (1.005 -> 1.01), not on its
  // binary value (which toFixed uses: 1.00).
  const shifted = Math.round(Number(`${rupees}e2`));
  const paiseTotal = Number.isFinite(shifted) ? shifted : Math.round(rupees * 100);
  const whole = String(Math.floor(paiseTotal / 100));
  const paise = String(paiseTotal % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  // Indian grouping: the last three digits, then pairs.
  const grouped =
    whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  return `${amount < 0 ? '-' : ''}₹${grouped}${paise ? `.${paise}` : ''}`;
}

/** All, then each distinct category of the courses in alphabetical order. */
export function courseCategories(courses: readonly CatalogueCourse[]): string[] {
  return categoryChoices(
    courses.map((course) => course.category),
    'alphabetical',
  );
}

/** The catalogue filter: the category matches (or is All) and the search appears in title or descriptions. */
export function filterCourses(
  courses: readonly CatalogueCourse[],
  filter: ListFilter,
): readonly CatalogueCourse[] {
  return filterList(courses, filter, (course) => [course.title, course.shortDescription, course.description]);
}

/** Where Enroll Now goes: the contact page with a message naming the course. */
export function enrollHref(contactPath: string, courseTitle: string): string {
  const message = `Hello, I would like to enroll in the course "${courseTitle}". Please share the next steps.`;
  return `${contactPath}?message=${encodeURIComponent(message)}`;
}

/** The catalogue's tab and filters in the address: `?tab=instructors&category=…&q=…`, defaults left out. */
export const catalogueFiltersInAddress = addressFilters<CatalogueState>({
  tab: {
    param: 'tab',
    fallback: 'courses',
    read: (text) => (text === 'instructors' ? 'instructors' : undefined),
  },
  category: { param: 'category', fallback: ALL_CATEGORIES, read: (text) => text.trim() || undefined },
  search: { param: 'q', fallback: '', typed: true },
});
