import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import SignalIcon from '@mui/icons-material/SignalCellularAltOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { catalogueCopy } from '../content';
import type { CatalogueCourse } from '../model';

import { PriceTag } from './price-tag';
import { UploadImage } from './upload-image';

import { paths } from '@/lib/paths';

/** The thumbnail height cards and their skeletons share, so the grid does not jump when data lands. */
export const THUMBNAIL_HEIGHT = 180;

/**
 * One catalogue course: thumbnail, badge, title, short description, level, duration, price and a link.
 * Memoized: the list re-renders while it revalidates, and an unchanged course need not render again.
 */
export const CourseCard = memo(function CourseCard({
  course,
  priority = false,
}: {
  course: CatalogueCourse;
  /** In the grid's first row: its thumbnail loads at once (see UploadImage). */
  priority?: boolean;
}) {
  const titleId = useId();
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <UploadImage
        src={course.thumbnailUrl}
        placeholder={<SchoolIcon sx={{ fontSize: 56 }} />}
        width={640}
        height={THUMBNAIL_HEIGHT}
        testId="course-thumbnail"
        priority={priority}
      />
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip
            size="small"
            label={course.isPublished ? catalogueCopy.published : catalogueCopy.draft}
            color={course.isPublished ? 'success' : 'default'}
            variant={course.isPublished ? 'filled' : 'outlined'}
          />
          {course.category && (
            <Typography variant="caption" color="text.secondary">
              {course.category}
            </Typography>
          )}
        </Stack>
        <Typography id={titleId} variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
          {course.title}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {course.shortDescription}
        </Typography>
        <Stack
          direction="row"
          spacing={2}
          sx={{ mt: 1.5, color: 'text.secondary', flexWrap: 'wrap', rowGap: 0.5 }}
        >
          {course.level && (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <SignalIcon fontSize="small" aria-hidden="true" />
              <Typography variant="body2">{course.level}</Typography>
            </Stack>
          )}
          {course.duration && (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <ScheduleIcon fontSize="small" aria-hidden="true" />
              <Typography variant="body2">{course.duration}</Typography>
            </Stack>
          )}
        </Stack>
        <Stack sx={{ mt: 1.5 }}>
          <PriceTag price={course.price} discountPrice={course.discountPrice} />
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={paths.catalogueCourse(course.id)}
          variant="contained"
          aria-describedby={titleId}
        >
          {catalogueCopy.viewCourse}
        </Button>
      </CardActions>
    </Card>
  );
});
