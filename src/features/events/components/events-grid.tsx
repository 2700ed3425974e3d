import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { memo } from 'react';

import { eventsCopy } from '../content';
import type { EventItem } from '../model';

import { CARD_IMAGE_HEIGHT, EventCard } from './event-card';

import { CARD_GRID_FIRST_ROW, CardGrid } from '@/components/card-grid';

const SKELETON_COUNT = 6;

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

/** Placeholders shaped like the cards while the list loads. */
export function EventsGridSkeleton() {
  return (
    <Box role="status" aria-label={eventsCopy.loadingLabel} aria-busy="true">
      <CardGrid decorative>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <li key={index}>
            <Card variant="outlined">
              <Skeleton variant="rectangular" height={CARD_IMAGE_HEIGHT} />
              <CardContent>
                <Skeleton width="30%" />
                <Skeleton variant="text" sx={{ fontSize: '1.25rem' }} width="85%" />
                <Skeleton width="40%" />
                <Skeleton />
                <Skeleton width="70%" />
                <Skeleton width="35%" sx={{ mt: 1 }} />
              </CardContent>
              <Box sx={{ px: 2, pb: 2 }}>
                <Skeleton variant="rounded" width={128} height={36} />
              </Box>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Box>
  );
}
