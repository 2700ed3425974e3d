import type { EventFilters, EventsView } from './filters';

import { addressFilters } from '@/lib/filters-in-address';
import { ALL_CATEGORIES, categoryChoices as listCategoryChoices, filterList } from '@/lib/list-filter';
import { isRecord, readExternalLink, readFlag, readText } from '@/lib/loose-payload';

/** An event as the page uses it, produced from the backend's loose payload by `readEventsReply`. */
export type EventItem = {
  id: string;
  title: string;
  description: string;
  /** Untrusted HTML from the backend: sanitize before it reaches the DOM. */
  details: string;
  /** The address of the event's image on the backend, or null when it has none. */
  imageUrl: string | null;
  category: string;
  location: string;
  /** Display text, shown as it is ("28-29 September 2024"). */
  date: string;
  /** An http(s) registration link, or "" when registration happens on this site. */
  link: string;
  isUpcoming: boolean;
  registrationOpen: boolean;
};

/** The category an event without one is filed under, so every card has a chip to match. */
const FALLBACK_CATEGORY = 'General';

/** The backend's reply, read: the events, or the message to show instead. */
export type EventsReply = { ok: true; events: EventItem[] } | { ok: false; message: string };

export const MALFORMED_EVENTS_MESSAGE = 'The events list could not be read';

function readEvent(raw: unknown, apiBaseUrl: string): EventItem | null {
  if (!isRecord(raw)) return null;
  const id = readText(raw.id);
  const title = readText(raw.title);
  if (id === '' || title === '') return null;
  return {
    id,
    title,
    description: readText(raw.description),
    details: typeof raw.details === 'string' ? raw.details : '',
    imageUrl: eventImageUrl(apiBaseUrl, readText(raw.image)),
    category: readText(raw.category) || FALLBACK_CATEGORY,
    location: readText(raw.location),
    date: readText(raw.date),
    link: readExternalLink(raw.link),
    isUpcoming: readFlag(raw.isUpcoming),
    registrationOpen: readFlag(raw.registrationOpen),
  };
}

/**
 * Reads the events endpoint's body, resolving each image against the backend at `apiBaseUrl`.
 * `success: false` yields the server's message (or "Unknown error"); a body that is not an event list (no
 * success flag, no array, an entry without id or title) is malformed.
 */
export function readEventsReply(body: unknown, apiBaseUrl: string): EventsReply {
  if (!isRecord(body) || !('success' in body)) return { ok: false, message: MALFORMED_EVENTS_MESSAGE };
  if (!readFlag(body.success)) {
    const message = readText(body.message);
    return { ok: false, message: message || 'Unknown error' };
  }
  if (!Array.isArray(body.events)) return { ok: false, message: MALFORMED_EVENTS_MESSAGE };
  const events: EventItem[] = [];
  const seen = new Set<string>();
  for (const raw of body.events) {
    const event = readEvent(raw, apiBaseUrl);
    if (!event) return { ok: false, message: MALFORMED_EVENTS_MESSAGE };
    // A repeated id would make two cards one; the first row wins.
    if (seen.has(event.id)) continue;
    seen.add(event.id);
    events.push(event);
  }
  return { ok: true, events };
}

/** The address of an event's image on the backend, or null when it has none. */
export function eventImageUrl(apiBaseUrl: string, image: string): string | null {
  const segments = image.split('/').filter((segment) => segment !== '' && segment !== '..');
  if (segments.length === 0) return null;
  return `${apiBaseUrl}/admin/uploads/events/${segments.map(encodeURIComponent).join('/')}`;
}

const titleKey = (event: EventItem) => event.title.trim().toLowerCase();

/** The backend's upcoming events followed by the static ones it does not already list (same title). */
export function mergeUpcoming(
  apiEvents: readonly EventItem[],
  staticUpcoming: readonly EventItem[],
): EventItem[] {
  const upcoming = apiEvents.filter((event) => event.isUpcoming);
  const titles = new Set(upcoming.map(titleKey));
  const ids = new Set(upcoming.map((event) => event.id));
  const extra = staticUpcoming.filter((event) => !titles.has(titleKey(event)) && !ids.has(event.id));
  return [...upcoming, ...extra];
}

/** The events a view shows before the category and search narrow it. */
export function eventsForView(
  apiEvents: readonly EventItem[],
  view: EventsView,
  staticUpcoming: readonly EventItem[],
): readonly EventItem[] {
  return view === 'upcoming' ? mergeUpcoming(apiEvents, staticUpcoming) : apiEvents;
}

/** All, then each distinct category of the given events in alphabetical order. */
export function categoryChoices(events: readonly EventItem[]): string[] {
  return listCategoryChoices(
    events.map((event) => event.category),
    'alphabetical',
  );
}

/** The spec's filter: the category matches (or is All) and the search text appears in the title or description. */
export function filterEvents(
  events: readonly EventItem[],
  filter: Pick<EventFilters, 'category' | 'search'>,
): readonly EventItem[] {
  return filterList(events, filter, (event) => [event.title, event.description]);
}

/** True when an event offers the Register action. */
export const canRegister = (event: EventItem): boolean => event.isUpcoming && event.registrationOpen;

/** The filters in the address: `?view=upcoming&category=…&q=…`, defaults left out, so a filtered list is a link. */
export const eventFiltersInAddress = addressFilters<EventFilters>({
  view: { param: 'view', fallback: 'all', read: (text) => (text === 'upcoming' ? 'upcoming' : undefined) },
  category: { param: 'category', fallback: ALL_CATEGORIES, read: (text) => text.trim() || undefined },
  search: { param: 'q', fallback: '', typed: true },
});
