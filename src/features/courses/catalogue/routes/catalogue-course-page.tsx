import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { useGetCatalogueCoursesQuery, useGetInstructorsQuery } from '../api';
import { InstructorCardSkeleton } from '../components/catalogue-skeletons';
import { InstructorCard } from '../components/instructor-card';
import { PreviewVideo } from '../components/preview-video';
import { PriceTag } from '../components/price-tag';
import { catalogueCopy } from '../content';
import { enrollHref } from '../model';
import type { CatalogueCourse } from '../model';

import { ErrorState } from '@/components/error-state';
import { PageHero } from '@/components/page-hero';
import { errorMessage } from '@/lib/api-error';
import { useDeferredData } from '@/lib/loading/use-deferred-data';
import { answerOnly, revalidateOnShow } from '@/lib/page-data';
import { paths } from '@/lib/paths';
import { formatCalendarDate } from '@/lib/time';

const backToCourses = (
  <Button component={RouterLink} to={paths.catalogue} variant="outlined" startIcon={<ArrowBackIcon />}>
    {catalogueCopy.backToCourses}
  </Button>
);

const layout = {
  display: 'grid',
  gap: { xs: 4, md: 5 },
  gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
  alignItems: 'start',
} as const;

/** On phones the price and Enroll Now come right after the preview; from md they sit beside it. */
const detailLayout = {
  ...layout,
  gridTemplateAreas: { xs: '"video" "facts" "about"', md: '"video facts" "about facts"' },
} as const;

/** /c/:courseId: one catalogue course with its preview, facts, instructor and Enroll Now. */
export function CatalogueCoursePage() {
  const { courseId = '' } = useParams();
  const { data, error, isError, isFetching, refetch } = useDeferredData(
    useGetCatalogueCoursesQuery(undefined, { ...revalidateOnShow, selectFromResult: answerOnly }),
  );
  const course = data?.find((candidate) => candidate.id === courseId);

  let content;
  if (data) {
    content = course ? (
      <CourseDetails course={course} />
    ) : (
      <ErrorState
        title={catalogueCopy.courseNotFound}
        message={catalogueCopy.courseNotFoundHint}
        action={backToCourses}
      />
    );
  } else if (isError && !isFetching) {
    content = (
      <ErrorState
        title={errorMessage(error)}
        message={catalogueCopy.loadFailedHint}
        onRetry={() => void refetch()}
        retryLabel={catalogueCopy.retry}
        action={backToCourses}
      />
    );
  } else {
    content = <CourseDetailsSkeleton />;
  }

  return (
    <>
      <PageHero title={course?.title ?? catalogueCopy.detailTitle} subtitle={course?.shortDescription} />
      <meta name="description" content={course?.shortDescription || catalogueCopy.detailDescription} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {content}
      </Container>
    </>
  );
}

function CourseDetails({ course }: { course: CatalogueCourse }) {
  const releaseDate = formatCalendarDate(course.releaseDate);
  const facts: readonly [string, string][] = [
    [catalogueCopy.duration, course.duration],
    [catalogueCopy.level, course.level],
    [catalogueCopy.language, course.language],
    [catalogueCopy.releaseDate, releaseDate],
  ];
  return (
    <Box sx={detailLayout}>
      <Box sx={{ gridArea: 'video' }}>
        <PreviewVideo videoUrl={course.videoUrl} posterUrl={course.thumbnailUrl} title={course.title} />
      </Box>
      <Box sx={{ gridArea: 'about' }}>
        <Typography variant="h4" component="h2" sx={{ mb: 1.5 }}>
          {catalogueCopy.aboutHeading}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }}>
          {course.description || course.shortDescription}
        </Typography>
        <InstructorSection instructorId={course.instructorId} />
      </Box>
      <Card
        variant="outlined"
        component="aside"
        aria-label={catalogueCopy.factsLabel}
        sx={{ gridArea: 'facts' }}
      >
        <CardContent>
          <Typography variant="overline" component="p" color="text.secondary">
            {catalogueCopy.price}
          </Typography>
          <PriceTag price={course.price} discountPrice={course.discountPrice} size="large" />
          <Box
            component="dl"
            sx={{ mt: 2, mb: 3, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, columnGap: 2 }}
          >
            {facts
              .filter(([, value]) => value !== '')
              .map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                    {value}
                  </Typography>
                </Box>
              ))}
          </Box>
          <Button
            component={RouterLink}
            to={enrollHref(paths.contact, course.title)}
            variant="contained"
            size="large"
            fullWidth
          >
            {catalogueCopy.enrollNow}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}

function InstructorSection({ instructorId }: { instructorId: string }) {
  const { data, isError, isFetching } = useDeferredData(
    useGetInstructorsQuery(undefined, { ...revalidateOnShow, selectFromResult: answerOnly }),
  );
  const instructor = data?.find((candidate) => candidate.id === instructorId);
  let body;
  if (instructor) body = <InstructorCard instructor={instructor} headingLevel="h3" />;
  else if (data || (isError && !isFetching))
    body = <Typography color="text.secondary">{catalogueCopy.instructorUnavailable}</Typography>;
  else body = <InstructorCardSkeleton />;
  return (
    <Box component="section" sx={{ mt: 4 }} aria-label={catalogueCopy.instructorHeading}>
      <Typography variant="h4" component="h2" sx={{ mb: 1.5 }}>
        {catalogueCopy.instructorHeading}
      </Typography>
      {body}
    </Box>
  );
}

function CourseDetailsSkeleton() {
  return (
    <Box role="status" aria-label={catalogueCopy.loadingCourse} aria-busy="true" sx={layout}>
      <div>
        <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
        <Skeleton variant="text" sx={{ fontSize: '2rem', mt: 4 }} width="40%" />
        <Skeleton />
        <Skeleton />
        <Skeleton width="70%" />
      </div>
      <Skeleton variant="rounded" height={320} />
    </Box>
  );
}
