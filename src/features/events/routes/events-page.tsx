import Container from '@mui/material/Container';
import { lazy, useCallback, useDeferredValue, useMemo } from 'react';

import { useGetEventsQuery } from '../api';
import { EventsGrid, EventsGridSkeleton } from '../components/events-grid';
import { EventsToolbar } from '../components/events-toolbar';
import { eventsCopy, staticUpcomingEvents } from '../content';
import type { EventsView } from '../filters';
import { categoryChoices, eventsForView, filterEvents } from '../model';
import type { EventItem } from '../model';
import {
  categorySelected,
  eventClosed,
  eventOpened,
  searchChanged,
  selectEventFilters,
  selectSelectedEventId,
  viewChanged,
} from '../slice';

import { useEventFiltersInAddress } from './use-event-filters-in-address';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LazyOverlay } from '@/components/lazy-overlay';
import { PageHero } from '@/components/page-hero';
import { errorMessage } from '@/lib/api-error';
import { ALL_CATEGORIES } from '@/lib/list-filter';
import { lazyImport } from '@/lib/loading/lazy-import';
import { useDeferredData } from '@/lib/loading/use-deferred-data';
import { useOnDemand } from '@/lib/loading/use-on-demand';
import { answerOnly, revalidateOnShow } from '@/lib/page-data';
import { useStableList } from '@/lib/use-stable-list';

// The details dialog (MUI's Dialog, Modal and focus trap, the sanitizer's caller) is not needed until an
// event is opened: it is fetched once the list is in and the browser is idle, or at the first opening.
const loadDetailsDialog = () =>
  import(/* webpackChunkName: "event-details" */ '../components/event-details-dialog');
const EventDetailsDialog = lazy(
  lazyImport(() => loadDetailsDialog().then((module) => ({ default: module.EventDetailsDialog }))),
);

/** /events: the backend's events (plus the static upcoming list) with views, categories, search and details. */
export function EventsPage() {
  useEventFiltersInAddress();
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectEventFilters);
  // A key typed or a choice made renders the toolbar at once; the cards follow in a render that yields to
  // the next key press (the grid is memoized, so the urgent render leaves it alone).
  const listFilters = useDeferredValue(filters);
  const { data, error, isError, isFetching, refetch } = useDeferredData(
    useGetEventsQuery(undefined, { ...revalidateOnShow, selectFromResult: answerOnly }),
  );

  const viewEvents = useMemo(
    () => (data ? eventsForView(data, listFilters.view, staticUpcomingEvents) : []),
    [data, listFilters.view],
  );
  const categories = useMemo(() => {
    const choices = categoryChoices(viewEvents);
    // A category from a shared link that this view lacks stays visible, so it can be seen and cleared.
    return choices.includes(filters.category) ? choices : [...choices, filters.category];
  }, [viewEvents, filters.category]);
  // A key that narrows nothing keeps the array the grid already rendered, so the grid does not render again.
  const visible = useStableList(
    useMemo(() => filterEvents(viewEvents, listFilters), [viewEvents, listFilters]),
  );

  const openEvent = useCallback((eventId: string) => dispatch(eventOpened(eventId)), [dispatch]);
  const filtered = listFilters.category !== ALL_CATEGORIES || listFilters.search.trim() !== '';

  let results;
  if (data) {
    if (visible.length > 0) {
      results = <EventsGrid events={visible} onOpen={openEvent} />;
    } else if (listFilters.view === 'upcoming') {
      results = (
        <EmptyState
          title={eventsCopy.emptyUpcomingTitle}
          hint={filtered ? eventsCopy.emptyHint : undefined}
        />
      );
    } else {
      results = <EmptyState title={eventsCopy.emptyTitle} hint={eventsCopy.emptyHint} />;
    }
  } else if (isError && !isFetching) {
    results = (
      <ErrorState
        title={eventsCopy.errorTitle}
        message={errorMessage(error)}
        onRetry={() => void refetch()}
        retryLabel={eventsCopy.retry}
      />
    );
  } else {
    results = <EventsGridSkeleton />;
  }

  return (
    <>
      <PageHero
        title={eventsCopy.title}
        subtitle={eventsCopy.subtitle}
        description={eventsCopy.description}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <EventsToolbar
          filters={filters}
          categories={data ? categories : []}
          onViewChange={(view: EventsView) => dispatch(viewChanged(view))}
          onCategorySelect={(category) => dispatch(categorySelected(category))}
          onSearchChange={(search) => dispatch(searchChanged(search))}
        />
        {results}
      </Container>
      <EventDetails events={viewEvents} listShown={data !== undefined} />
    </>
  );
}

/**
 * The opened event's dialog. It alone reads which event is open: a click on "View Details" renders this, not
 * the page's hero, toolbar and grid; and the dialog renders after the click's frame (a deferred value).
 */
function EventDetails({ events, listShown }: { events: readonly EventItem[]; listShown: boolean }) {
  const dispatch = useAppDispatch();
  const selectedEventId = useDeferredValue(useAppSelector(selectSelectedEventId));
  const selectedEvent = selectedEventId ? events.find((event) => event.id === selectedEventId) : undefined;
  const dialogMounted = useOnDemand(selectedEvent !== undefined, listShown, loadDetailsDialog);
  const close = useCallback(() => dispatch(eventClosed()), [dispatch]);
  if (!dialogMounted) return null;
  return (
    <LazyOverlay>
      <EventDetailsDialog event={selectedEvent} onClose={close} />
    </LazyOverlay>
  );
}
