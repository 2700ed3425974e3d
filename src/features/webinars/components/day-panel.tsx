import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { groupCopy, webinarsCopy } from '../content';
import { webinarBadge, webinarSchedule } from '../model';
import type { Webinar } from '../model';

import { formatDayLong } from '@/lib/time';

type DayPanelProps = { day: string; webinars: readonly Webinar[]; now: number };

/** What is on the selected day: each webinar's time in IST, series and badge. */
export function DayPanel({ day, webinars, now }: DayPanelProps) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 3, minHeight: 200 }}>
      <Typography variant="h6" component="h2" id={headingId}>
        {webinarsCopy.dayPanelHeading(formatDayLong(day))}
      </Typography>
      {/* Announced politely as the visitor moves through the calendar. */}
      <Box aria-live="polite" sx={{ mt: 2 }}>
        {webinars.length === 0 ? (
          <Typography color="text.secondary">{webinarsCopy.noWebinarsOnDay}</Typography>
        ) : (
          <Box
            component="ul"
            aria-labelledby={headingId}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
          >
            {webinars.map((webinar) => (
              <Box component="li" key={webinar.id} sx={{ borderLeft: 4, borderColor: 'primary.main', pl: 2 }}>
                <Typography sx={{ fontWeight: 600 }}>{webinar.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {webinarSchedule(webinar, null).ist} · {groupCopy[webinar.group].label}
                </Typography>
                <Chip size="small" label={webinarBadge(webinar, now)} sx={{ mt: 0.5, fontWeight: 700 }} />
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Paper>
  );
}

/** The panel's placeholder while the clock and the webinars arrive. */
export function DayPanelSkeleton() {
  return (
    <Paper variant="outlined" aria-hidden="true" sx={{ p: 3, minHeight: 200 }}>
      <Skeleton width="70%" sx={{ fontSize: '1.25rem' }} />
      <Skeleton width="90%" sx={{ mt: 2 }} />
      <Skeleton width="50%" />
    </Paper>
  );
}
