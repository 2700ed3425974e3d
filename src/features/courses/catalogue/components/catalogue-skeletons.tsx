import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

import { THUMBNAIL_HEIGHT } from './course-card';
import { INSTRUCTOR_PICTURE_SIZE } from './instructor-card';

import { CardGrid } from '@/components/card-grid';

const SKELETON_COUNT = 6;

/** Placeholders shaped like the course cards while the catalogue loads. */
export function CourseGridSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} aria-busy="true">
      <CardGrid decorative>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <li key={index}>
            <Card variant="outlined">
              <Skeleton variant="rectangular" height={THUMBNAIL_HEIGHT} />
              <CardContent>
                <Skeleton variant="rounded" width={80} height={24} />
                <Skeleton variant="text" sx={{ fontSize: '1.25rem', mt: 1 }} width="85%" />
                <Skeleton />
                <Skeleton width="60%" />
                <Skeleton width="45%" sx={{ mt: 1.5 }} />
                <Skeleton width="30%" sx={{ mt: 1.5, fontSize: '1.1rem' }} />
              </CardContent>
              <Box sx={{ px: 2, pb: 2 }}>
                <Skeleton variant="rounded" width={120} height={36} />
              </Box>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Box>
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
