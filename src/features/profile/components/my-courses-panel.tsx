import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { profileCopy } from '../content';
import { formatCompletionDate } from '../model';

import { CourseProgressCard } from '@/components/course-progress-card';
import type { CourseProgressView } from '@/components/course-progress-card';
import { paths } from '@/lib/paths';

/** A player course as the profile lists it: progress from the courses slice, composed in app/. */
export type ProfileCourse = CourseProgressView & {
  courseId: string;
  /** ISO time the course was completed, when it is. */
  completedAt: string | null;
};

type MyCoursesPanelProps = {
  courses: readonly ProfileCourse[];
  learnerName: string;
  /** Makes and downloads a certificate (the PDF library loads only then). */
  onCertificate: (details: {
    learnerName: string;
    courseTitle: string;
    completedOn: string;
  }) => Promise<void>;
};

/** My Courses: the same real progress as /courses, with Continue, or Review and Certificate once completed. */
export function MyCoursesPanel({ courses, learnerName, onCertificate }: MyCoursesPanelProps) {
  const [busyCourseId, setBusyCourseId] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const certificate = async (course: ProfileCourse) => {
    setBusyCourseId(course.courseId);
    setFailed(false);
    try {
      await onCertificate({
        learnerName,
        courseTitle: course.title,
        completedOn: formatCompletionDate(course.completedAt ?? new Date().toISOString()),
      });
    } catch {
      setFailed(true);
    } finally {
      setBusyCourseId(null);
    }
  };

  return (
    <>
      {failed && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setFailed(false)}>
          {profileCopy.certificateFailed}
        </Alert>
      )}
      <Box
        component="ul"
        aria-label={profileCopy.myCourses}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {courses.map((course) => (
          <li key={course.courseId}>
            <CourseProgressCard
              course={course}
              headingLevel="h3"
              actions={(describedBy) => (
                <>
                  <Button
                    component={RouterLink}
                    to={paths.coursePlayer(course.courseId)}
                    variant={course.isComplete ? 'outlined' : 'contained'}
                    aria-describedby={describedBy}
                  >
                    {course.isComplete ? profileCopy.review : profileCopy.continue}
                  </Button>
                  {course.isComplete && (
                    <Button
                      variant="contained"
                      startIcon={<DownloadIcon />}
                      aria-describedby={describedBy}
                      disabled={busyCourseId === course.courseId}
                      onClick={() => void certificate(course)}
                    >
                      {busyCourseId === course.courseId
                        ? profileCopy.preparingCertificate
                        : profileCopy.certificate}
                    </Button>
                  )}
                </>
              )}
            />
          </li>
        ))}
      </Box>
    </>
  );
}
