import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';

/** What a progress card shows: the course and how far the learner is (from the courses slice). */
export type CourseProgressView = {
  title: string;
  description?: string;
  completed: number;
  total: number;
  percent: number;
  isComplete: boolean;
};

type CourseProgressCardProps = {
  course: CourseProgressView;
  headingLevel?: 'h2' | 'h3';
  /** The buttons (Continue, Review, Certificate); `describedBy` names the course for each of them. */
  actions: (describedBy: string) => ReactNode;
  /** What follows the progress (a completed course's certificate); `describedBy` names the course. */
  footer?: (describedBy: string) => ReactNode;
};

/** A course with the learner's real progress: status, completed of total as a bar and a number, and actions. */
export function CourseProgressCard({
  course,
  headingLevel = 'h2',
  actions,
  footer,
}: CourseProgressCardProps) {
  const titleId = useId();
  const status = course.isComplete ? 'Completed' : course.completed > 0 ? 'In Progress' : 'Not Started';
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Chip
          size="small"
          label={status}
          color={course.isComplete ? 'success' : course.completed > 0 ? 'primary' : 'default'}
          sx={{ mb: 1 }}
        />
        <Typography id={titleId} variant="h6" component={headingLevel} sx={{ lineHeight: 1.3 }}>
          {course.title}
        </Typography>
        {course.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {course.description}
          </Typography>
        )}
        <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <LinearProgress
            variant="determinate"
            value={course.percent}
            aria-label={`${course.title} progress`}
            sx={{ flex: 1, height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" sx={{ fontWeight: 700, minWidth: 40, textAlign: 'right' }}>
            {course.percent}%
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {course.completed} of {course.total} videos completed
        </Typography>
        {footer && (
          <Box sx={{ mt: 1, color: 'text.secondary', overflowWrap: 'anywhere' }}>{footer(titleId)}</Box>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>{actions(titleId)}</CardActions>
    </Card>
  );
}
