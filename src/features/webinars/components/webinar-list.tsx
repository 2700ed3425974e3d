import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import type { ReactNode } from 'react';

import { webinarsCopy } from '../content';
import type { Webinar } from '../model';

import { WebinarCard } from './webinar-card';
import type { WebinarActions } from './webinar-card';

import { CardGrid } from '@/components/card-grid';
import type { WallClock } from '@/lib/time';

type SectionProps = { heading: string; children: ReactNode };

/** A titled section of the page; its list is named by the heading. */
function Section({ heading, children, headingId }: SectionProps & { headingId: string }) {
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: { xs: 5, md: 7 } }}>
      <Typography variant="h4" component="h2" id={headingId} sx={{ mb: 3 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

type WebinarListProps = WebinarActions & {
  heading: string;
  webinars: readonly Webinar[];
  now: number;
  visitorClock: WallClock | null;
  hasRecordings: boolean;
  empty: ReactNode;
};

/**
 * Upcoming or past webinars as a grid of cards, or what to say when there are none. Memoized: what changes
 * elsewhere on the page (the calendar's month, the selected day, a notice) does not render the cards again.
 */
export const WebinarList = memo(function WebinarList({
  heading,
  webinars,
  empty,
  ...cardProps
}: WebinarListProps) {
  const headingId = useId();
  return (
    <Section heading={heading} headingId={headingId}>
      {webinars.length === 0 ? (
        empty
      ) : (
        <CardGrid labelledBy={headingId}>
          {webinars.map((webinar) => (
            <li key={webinar.id}>
              <WebinarCard webinar={webinar} {...cardProps} />
            </li>
          ))}
        </CardGrid>
      )}
    </Section>
  );
});

/** Card-shaped placeholders under the section's real heading while the webinars load. */
export function WebinarListSkeleton({ heading, count = 3 }: { heading: string; count?: number }) {
  const headingId = useId();
  return (
    <Section heading={heading} headingId={headingId}>
      <Box role="status" aria-label={webinarsCopy.listLoading(heading)} aria-busy="true">
        <CardGrid decorative>
          {Array.from({ length: count }, (_, index) => (
            <li key={index}>
              <Card variant="outlined">
                <CardContent>
                  <Box sx={{ display: 'flex', gap: 1, mb: 1.5 }}>
                    <Skeleton variant="rounded" width={104} height={24} />
                    <Skeleton variant="rounded" width={96} height={24} />
                  </Box>
                  <Skeleton sx={{ fontSize: '1.25rem' }} width="85%" />
                  <Skeleton width="60%" sx={{ mt: 1 }} />
                  <Skeleton width="70%" />
                  <Skeleton width="45%" />
                  <Skeleton sx={{ mt: 1.5 }} />
                  <Skeleton width="80%" />
                </CardContent>
                <Box sx={{ px: 2, pb: 2, display: 'flex', gap: 1 }}>
                  <Skeleton variant="rounded" width={104} height={36} />
                  <Skeleton variant="rounded" width={160} height={36} />
                </Box>
              </Card>
            </li>
          ))}
        </CardGrid>
      </Box>
    </Section>
  );
}
