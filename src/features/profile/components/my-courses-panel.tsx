import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { profileCopy } from '../content';
import { certificateId, formatCompletionDate } from '../model';

import { CardGrid } from '@/components/card-grid';
import { CourseProgressCard } from '@/components/course-progress-card';
import type { CourseProgressView } from '@/components/course-progress-card';
import { paths } from '@/lib/paths';

/** A player course as the profile lists it: progress from the courses slice, composed in app/. */
export type ProfileCourse = CourseProgressView & {
  courseId: string;
  /** ISO time the course was completed, when it is. */
  completedAt: string | null;
};

/** What a certificate states, for the function that makes it. */
export type CertificateRequest = {
  learnerName: string;
  courseTitle: string;
  completedOn: string;
  certificateId: string;
};

/** Why making a certificate failed: its name cannot be printed (which letters), or anything else. */
export type CertificateFailure = { unprintable: readonly string[] } | { other: true };

type MyCoursesPanelProps = {
  courses: readonly ProfileCourse[];
  learnerName: string;
  /** The signed-in account: with the course and the completion date, what a certificate's id comes from. */
  account: string;
  /** Makes and downloads a certificate (the PDF library loads only then); resolves to a failure or null. */
  onCertificate: (details: CertificateRequest) => Promise<CertificateFailure | null>;
};

/** My Courses: the same real progress as /courses, with Continue, or Review and Certificate once completed. */
export function MyCoursesPanel({ courses, learnerName, account, onCertificate }: MyCoursesPanelProps) {
  const [busyCourseId, setBusyCourseId] = useState<string | null>(null);
  const [failure, setFailure] = useState<CertificateFailure | null>(null);

  const certificate = async (course: ProfileCourse, completedAt: string, id: string) => {
    setBusyCourseId(course.courseId);
    setFailure(null);
    try {
      setFailure(
        await onCertificate({
          learnerName,
          courseTitle: course.title,
          completedOn: formatCompletionDate(completedAt),
          certificateId: id,
        }),
      );
    } catch {
      setFailure({ other: true });
    } finally {
      setBusyCourseId(null);
    }
  };

  return (
    <>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
          {'unprintable' in failure
            ? profileCopy.unprintableName(failure.unprintable)
            : profileCopy.certificateFailed}
        </Alert>
      )}
      <CardGrid label={profileCopy.myCourses} columns={{ xs: 1, lg: 2 }} gap={2}>
        {courses.map((course) => {
          // A completed course always has its date; one finished before dates were kept counts from today.
          const completedAt = course.completedAt ?? new Date().toISOString();
          const id = course.isComplete
            ? certificateId({ account, courseId: course.courseId, completedAt })
            : null;
          return (
            <li key={course.courseId}>
              <CourseProgressCard
                course={course}
                headingLevel="h3"
                footer={id && <>{profileCopy.certificateId(id)}</>}
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
                        onClick={() => void certificate(course, completedAt, id ?? '')}
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
          );
        })}
      </CardGrid>
    </>
  );
}
