import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink } from 'react-router-dom';

import { playerCopy } from '../content';
import { selectCourseProgressSummaries } from '../progress-summaries';

import { useAppSelector } from '@/app/hooks';
import { CardGrid } from '@/components/card-grid';
import { CourseProgressCard } from '@/components/course-progress-card';
import { PageHero } from '@/components/page-hero';
import { paths } from '@/lib/paths';

/** /courses (signed in): the player courses with the learner's real progress, and Continue or Review. */
export function MyCoursesPage() {
  const courses = useAppSelector(selectCourseProgressSummaries);
  return (
    <>
      <PageHero title={playerCopy.myCoursesTitle} subtitle={playerCopy.myCoursesSubtitle} noindex />
      <meta name="description" content={playerCopy.myCoursesDescription} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
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
