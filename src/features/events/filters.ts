export type EventsView = 'all' | 'upcoming';

/** What narrows the list: the view, one category (or All) and a free-text search. */
export type EventFilters = { view: EventsView; category: string; search: string };

export const ALL_CATEGORIES = 'All';

export const defaultEventFilters: EventFilters = { view: 'all', category: ALL_CATEGORIES, search: '' };
