import CategoryIcon from '@mui/icons-material/LocalOfferOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';

import { eventsCopy } from '../content';
import type { EventItem } from '../model';

import { EventImage } from './event-image';

/** The image height cards and their skeletons share, so the grid does not jump when data lands. */
export const CARD_IMAGE_HEIGHT = 180;

type EventCardProps = {
  event: EventItem;
  onOpen: (eventId: string) => void;
  /** In the grid's first row: its image loads at once (see EventImage). */
  priority?: boolean;
};

/**
 * One event in the grid: badge, title, two lines of description, category and "View Details". Memoized: the
 * grid renders again when its list changes, and the events it still shows need not.
 */
export const EventCard = memo(function EventCard({ event, onOpen, priority = false }: EventCardProps) {
  const titleId = useId();
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <EventImage src={event.imageUrl} height={CARD_IMAGE_HEIGHT} priority={priority} />
      <CardContent sx={{ flex: 1 }}>
        {event.isUpcoming && (
          <Chip label={eventsCopy.upcomingBadge} color="success" size="small" sx={{ mb: 1 }} />
        )}
        <Typography id={titleId} variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
          {event.title}
        </Typography>
        {event.date && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {event.date}
          </Typography>
        )}
        <Typography
          variant="body2"
          sx={{
            mt: 1,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {event.description}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ mt: 1.5, alignItems: 'center', color: 'text.secondary' }}>
          <CategoryIcon fontSize="small" aria-hidden="true" />
          <Typography variant="body2">{event.category}</Typography>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" aria-describedby={titleId} onClick={() => onOpen(event.id)}>
          {eventsCopy.viewDetails}
        </Button>
      </CardActions>
    </Card>
  );
});
