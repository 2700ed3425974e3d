import Skeleton from '@mui/material/Skeleton';
import { memo } from 'react';

import { eventsCopy } from '../content';
import type { EventItem } from '../model';

import { CARD_IMAGE_HEIGHT, EventCard } from './event-card';

import { CARD_GRID_FIRST_ROW, CardGrid } from '@/components/card-grid';
import { CardGridSkeleton } from '@/components/card-grid-skeleton';

/**
 * The events as a responsive grid of cards: one column on phones, two on tablets, three from md. Memoized:
 * the page re-renders while it revalidates its data, and unchanged events need not render again.
 */
export const EventsGrid = memo(function EventsGrid({
  events,
  onOpen,
}: {
  events: readonly EventItem[];
  onOpen: (id: string) => void;
}) {
  return (
    <CardGrid label={eventsCopy.listLabel}>
      {events.map((event, index) => (
        <li key={event.id}>
          <EventCard event={event} onOpen={onOpen} priority={index < CARD_GRID_FIRST_ROW} />
        </li>
      ))}
    </CardGrid>
  );
});

/** The text lines of an event card, as placeholders. */
const skeletonLines = (
  <>
    <Skeleton width="30%" />
    <Skeleton variant="text" sx={{ fontSize: '1.25rem' }} width="85%" />
    <Skeleton width="40%" />
    <Skeleton />
    <Skeleton width="70%" />
    <Skeleton width="35%" sx={{ mt: 1 }} />
  </>
);

/** Placeholders shaped like the cards while the list loads. */
export function EventsGridSkeleton() {
  return (
    <CardGridSkeleton
      label={eventsCopy.loadingLabel}
      imageHeight={CARD_IMAGE_HEIGHT}
      actionWidth={128}
      lines={skeletonLines}
    />
  );
}
