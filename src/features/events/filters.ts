import { ALL_CATEGORIES } from '@/lib/list-filter';

export type EventsView = 'all' | 'upcoming';

/** What narrows the list: the view, one category (or All) and a free-text search. */
export type EventFilters = { view: EventsView; category: string; search: string };

export const defaultEventFilters: EventFilters = { view: 'all', category: ALL_CATEGORIES, search: '' };
