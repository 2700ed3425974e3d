import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink } from 'react-router-dom';

import { coursesCopy } from '../content';
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
      <PageHero title={coursesCopy.myCoursesTitle} subtitle={coursesCopy.myCoursesSubtitle} noindex />
      <meta name="description" content={coursesCopy.myCoursesDescription} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <CardGrid label={coursesCopy.myCoursesTitle}>
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
                    {progress.isComplete ? coursesCopy.review : coursesCopy.continue}
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
