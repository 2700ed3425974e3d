import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

import { THUMBNAIL_HEIGHT } from './course-card';
import { INSTRUCTOR_PICTURE_SIZE } from './instructor-card';

import { CardGrid } from '@/components/card-grid';
import { CardGridSkeleton } from '@/components/card-grid-skeleton';

const SKELETON_COUNT = 6;

/** The text lines of a course card, as placeholders. */
const courseLines = (
  <>
    <Skeleton variant="rounded" width={80} height={24} />
    <Skeleton variant="text" sx={{ fontSize: '1.25rem', mt: 1 }} width="85%" />
    <Skeleton />
    <Skeleton width="60%" />
    <Skeleton width="45%" sx={{ mt: 1.5 }} />
    <Skeleton width="30%" sx={{ mt: 1.5, fontSize: '1.1rem' }} />
  </>
);

/** Placeholders shaped like the course cards while the catalogue loads. */
export function CourseGridSkeleton({ label }: { label: string }) {
  return (
    <CardGridSkeleton
      label={label}
      imageHeight={THUMBNAIL_HEIGHT}
      actionWidth={120}
      lines={courseLines}
      count={SKELETON_COUNT}
    />
  );
}

/** Placeholders shaped like instructor cards. */
export function InstructorGridSkeleton({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <Box role="status" aria-label={label} aria-busy="true">
      <CardGrid decorative>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <InstructorCardSkeleton />
          </li>
        ))}
      </CardGrid>
    </Box>
  );
}

/** One instructor card's placeholder. */
export function InstructorCardSkeleton() {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Skeleton variant="circular" width={INSTRUCTOR_PICTURE_SIZE} height={INSTRUCTOR_PICTURE_SIZE} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" sx={{ fontSize: '1.25rem' }} width="70%" />
            <Skeleton width="50%" />
          </Box>
        </Stack>
        <Skeleton sx={{ mt: 2 }} />
        <Skeleton width="80%" />
        <Skeleton width="55%" sx={{ mt: 1.5 }} />
      </CardContent>
    </Card>
  );
}
