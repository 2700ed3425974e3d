import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink } from 'react-router-dom';

import { coursesCopy } from '../content';
import { selectCourseProgressSummaries } from '../progress-summaries';

import { useAppSelector } from '@/app/hooks';
import { CourseProgressCard } from '@/components/course-progress-card';
import { PageHero } from '@/components/page-hero';
import { paths } from '@/lib/paths';

/** /courses (signed in): the player courses with the learner's real progress, and Continue or Review. */
export function MyCoursesPage() {
  const courses = useAppSelector(selectCourseProgressSummaries);
  return (
    <>
      <PageHero title={coursesCopy.myCoursesTitle} subtitle={coursesCopy.myCoursesSubtitle} />
      <meta name="description" content={coursesCopy.myCoursesDescription} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box
          component="ul"
          aria-label={coursesCopy.myCoursesTitle}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
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
        </Box>
      </Container>
    </>
  );
}
