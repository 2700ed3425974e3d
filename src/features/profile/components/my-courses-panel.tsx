import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { Suspense, lazy, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { useGetMyCertificatesQuery } from '../api';
import { formatCertificateDay, verificationAddress } from '../certificate-model';
import type { LearnerCertificate } from '../certificate-model';
import type { CertificateDetails } from '../certificate-pdf';
import { profileCopy } from '../content';
import { downloadCredential } from '../credential';

import { CourseCertificate } from './course-certificate';

import { CardGrid } from '@/components/card-grid';
import { CourseProgressCard } from '@/components/course-progress-card';
import type { CourseProgressView } from '@/components/course-progress-card';
import { errorMessage } from '@/lib/api-error';
import { lazyImport } from '@/lib/loading/lazy-import';
import { paths } from '@/lib/paths';
import { useSiteOrigin } from '@/lib/use-site-origin';

// The form, its checks and the name faces load when a learner asks for a certificate.
const IssueCertificateDialog = lazy(
  lazyImport(async () => ({
    default: (await import(/* webpackChunkName: "issue-certificate" */ './issue-certificate-dialog'))
      .IssueCertificateDialog,
  })),
);

/** A player course as the profile lists it: progress from the courses slice, composed in app/. */
export type ProfileCourse = CourseProgressView & {
  courseId: string;
};

/** What a certificate's PDF states, for the function that makes it. */
export type CertificateRequest = CertificateDetails;

/** Why making a certificate failed: its name cannot be printed (which letters), or anything else. */
export type CertificateFailure = { unprintable: readonly string[] } | { other: true };

type Notice = { severity: 'success' | 'error'; text: string; link?: string };

type MyCoursesPanelProps = {
  courses: readonly ProfileCourse[];
  /** The profile's name: what a new certificate prints unless the learner chooses another. */
  learnerName: string;
  /** Makes and downloads a certificate's PDF (the PDF library loads only then); resolves to a failure or null. */
  onCertificate: (details: CertificateRequest) => Promise<CertificateFailure | null>;
};

/**
 * My Courses: the same real progress as /courses, with Continue, or Review and the certificate once
 * completed. A completed course's certificate is issued by the backend once (the learner chooses the name
 * it prints); then it can be downloaded, its verification link copied or added to LinkedIn, and its Open
 * Badges credential saved.
 */
export function MyCoursesPanel({ courses, learnerName, onCertificate }: MyCoursesPanelProps) {
  const origin = useSiteOrigin();
  const certificates = useGetMyCertificatesQuery(undefined);
  const [busyCourseId, setBusyCourseId] = useState<string | null>(null);
  const [failure, setFailure] = useState<CertificateFailure | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [asking, setAsking] = useState<ProfileCourse | null>(null);
  // Mounted from the first request on, so the dialog can animate closed.
  const [dialogUsed, setDialogUsed] = useState(false);

  const heldFor = (courseId: string): LearnerCertificate | undefined =>
    certificates.data?.find((certificate) => certificate.courseId === courseId);

  const download = async (certificate: LearnerCertificate) => {
    setBusyCourseId(certificate.courseId);
    setFailure(null);
    try {
      setFailure(
        await onCertificate({
          learnerName: certificate.name,
          courseTitle: certificate.course,
          completedOn: formatCertificateDay(certificate.completedOn),
          certificateId: certificate.id,
          verificationUrl: verificationAddress(origin, certificate.id),
        }),
      );
    } catch {
      setFailure({ other: true });
    } finally {
      setBusyCourseId(null);
    }
  };

  const copyLink = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setNotice({ severity: 'success', text: profileCopy.linkCopied });
    } catch {
      // No clipboard (an insecure page, a refused permission): the link is shown to copy by hand.
      setNotice({ severity: 'error', text: profileCopy.copyThisLink, link: url });
    }
  };

  const credential = async (id: string) => {
    const problem = await downloadCredential(id);
    if (problem) setNotice({ severity: 'error', text: problem });
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
      {certificates.isError && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void certificates.refetch()}>
              {profileCopy.retry}
            </Button>
          }
        >
          {errorMessage(certificates.error, profileCopy.certificatesFailed)}
        </Alert>
      )}
      <CardGrid label={profileCopy.myCourses} columns={{ xs: 1, lg: 2 }} gap={2}>
        {courses.map((course) => {
          const certificate = heldFor(course.courseId);
          const busy = busyCourseId === course.courseId;
          return (
            <li key={course.courseId}>
              <CourseProgressCard
                course={course}
                headingLevel="h3"
                footer={(describedBy) =>
                  certificate && (
                    <CourseCertificate
                      certificate={certificate}
                      verificationUrl={verificationAddress(origin, certificate.id)}
                      describedBy={describedBy}
                      onCopyLink={(url) => void copyLink(url)}
                      onCredential={(id) => void credential(id)}
                    />
                  )
                }
                actions={(describedBy) => (
                  <>
                    <Button
                      component={RouterLink}
                      to={paths.coursePlayer(course.courseId)}
                      variant={course.isComplete || certificate ? 'outlined' : 'contained'}
                      aria-describedby={describedBy}
                    >
                      {course.isComplete || certificate ? profileCopy.review : profileCopy.continue}
                    </Button>
                    {certificate?.status === 'valid' && (
                      <Button
                        variant="contained"
                        startIcon={<DownloadIcon />}
                        aria-describedby={describedBy}
                        disabled={busy}
                        onClick={() => void download(certificate)}
                      >
                        {busy ? profileCopy.preparingCertificate : profileCopy.download}
                      </Button>
                    )}
                    {!certificate && course.isComplete && (
                      <Button
                        variant="contained"
                        startIcon={<DownloadIcon />}
                        aria-describedby={describedBy}
                        disabled={busy || certificates.isLoading}
                        onClick={() => {
                          setDialogUsed(true);
                          setAsking(course);
                        }}
                      >
                        {busy ? profileCopy.preparingCertificate : profileCopy.certificate}
                      </Button>
                    )}
                  </>
                )}
              />
            </li>
          );
        })}
      </CardGrid>
      {dialogUsed && (
        <Suspense fallback={null}>
          <IssueCertificateDialog
            open={asking !== null}
            course={asking ? { courseId: asking.courseId, title: asking.title } : null}
            defaultName={learnerName}
            onClose={() => setAsking(null)}
            onIssued={(certificate) => {
              setAsking(null);
              void download(certificate);
            }}
          />
        </Suspense>
      )}
      <Snackbar
        open={notice !== null}
        autoHideDuration={notice?.link ? null : 5000}
        onClose={() => setNotice(null)}
      >
        <Alert
          severity={notice?.severity ?? 'success'}
          role={notice?.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setNotice(null)}
        >
          {notice?.text}
          {notice?.link && (
            <>
              {' '}
              <strong style={{ overflowWrap: 'anywhere' }}>{notice.link}</strong>
            </>
          )}
        </Alert>
      </Snackbar>
    </>
  );
}
