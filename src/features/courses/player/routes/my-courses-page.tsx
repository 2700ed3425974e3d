import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { playerCopy } from '../content';
import { useCourseProgressSummaries } from '../progress-summaries';

import { CardGrid } from '@/components/card-grid';
import { CourseProgressCard } from '@/components/course-progress-card';
import { ErrorState } from '@/components/error-state';
import { PageHero } from '@/components/page-hero';
import { paths } from '@/lib/paths';

/** /courses (signed in): the player courses with the learner's real progress, and Continue or Review. */
export function MyCoursesPage() {
  const { view, summaries: courses } = useCourseProgressSummaries();
  return (
    <>
      <PageHero title={playerCopy.myCoursesTitle} subtitle={playerCopy.myCoursesSubtitle} noindex />
      <meta name="description" content={playerCopy.myCoursesDescription} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {view.status === 'loading' && (
          <>
            <Typography role="status" sx={{ mb: 2 }}>
              {playerCopy.loading}
            </Typography>
            <Box
              aria-hidden="true"
              sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
            >
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} variant="rounded" height={220} />
              ))}
            </Box>
          </>
        )}
        {view.status === 'failed' && (
          <ErrorState
            title={playerCopy.loadFailedTitle}
            message={view.message}
            onRetry={view.retry}
            retryLabel={playerCopy.retry}
          />
        )}
        <CardGrid label={playerCopy.myCoursesTitle}>
          {courses.map(({ courseId, title, description, progress }) => (
            <li key={courseId}>
              <CourseProgressCard
                course={{ title, description, ...progress }}
                actions={(describedBy) => (
                  <Button
                    component={RouterLink}
                    to={paths.coursePlayer(courseId)}
                    variant="contained"
                    aria-describedby={describedBy}
                  >
                    {progress.isComplete ? playerCopy.review : playerCopy.continue}
                  </Button>
                )}
              />
            </li>
          ))}
        </CardGrid>
      </Container>
    </>
  );
}
