import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Suspense, lazy, useCallback, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';

import { useAppSelector } from '../hooks';

import { selectDisplayProfile, selectIsSignedIn } from '@/features/auth/slice';
import { useSignIn } from '@/features/auth/use-auth-actions';
import { ProgressNotice } from '@/features/courses/player/components/progress-notice';
import { useCourseProgressSummaries } from '@/features/courses/player/progress-summaries';
import { useProgressSync } from '@/features/courses/player/use-progress-sync';
import { makeCertificate } from '@/features/profile/certificate';
import { ProfilePage, SECTION_HEADING_ID } from '@/features/profile/routes/profile-page';
import type { CoursesLoad, ProfileCourse } from '@/features/profile/routes/profile-page';
import { lazyImport } from '@/lib/loading/lazy-import';
import { useHydrated } from '@/lib/loading/use-hydrated';
import { whenIdle } from '@/lib/loading/when-idle';
import { paths } from '@/lib/paths';
import { capitaliseName } from '@/lib/person-name';

/**
 * /profile, composed here because it joins three features: the identity (auth), the real progress (courses)
 * and the payment history (checkout), given to the page as a slot. Features never import each other; app/ wires them.
 */
export function ProfileView({ paymentHistory }: { paymentHistory?: ReactNode }) {
  // The prerendered /profile is the signed-out prompt; the signed-in dashboard replaces it after hydration.
  const hydrated = useHydrated();
  const signedIn = useAppSelector(selectIsSignedIn);
  const profile = useAppSelector(selectDisplayProfile);
  // The courses come from the backend (or the account's kept copy); none are listed until they are there.
  const { view, summaries } = useCourseProgressSummaries();
  const coursesLoad: CoursesLoad =
    view.status === 'ready'
      ? 'ready'
      : view.status === 'loading'
        ? 'loading'
        : { message: view.message, retry: view.retry };
  const signIn = useSignIn();
  // The account's progress is asked for as the profile opens (My Courses shows it on any device).
  useProgressSync();

  const identity = useMemo(
    () => (hydrated && signedIn && profile ? { ...profile, name: capitaliseName(profile.name) } : null),
    [hydrated, signedIn, profile],
  );
  const courses = useMemo(
    (): ProfileCourse[] =>
      summaries.map(({ courseId, title, description, progress }) => ({
        courseId,
        title,
        description,
        ...progress,
      })),
    [summaries],
  );
  const logIn = useCallback(() => void signIn(paths.profile), [signIn]);

  return (
    <>
      <ProgressNotice />
      <ProfilePage
        identity={identity}
        courses={courses}
        coursesLoad={coursesLoad}
        paymentHistory={paymentHistory}
        onLogIn={logIn}
        onCertificate={makeCertificate}
      />
    </>
  );
}

// Payment History (the account's payments and plans, its receipts) loads when the learner opens it; the
// browser fetches it ahead once idle.
const loadPaymentHistory = () =>
  import(/* webpackChunkName: "payment-history" */ '@/features/checkout/components/payment-history');
const PaymentHistory = lazy(
  lazyImport(async () => ({ default: (await loadPaymentHistory()).PaymentHistory })),
);

function PaymentHistoryLoading() {
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label="Loading payments">
      {[0, 1].map((key) => (
        <Skeleton key={key} variant="rounded" height={112} />
      ))}
    </Stack>
  );
}

/** The /profile route: the view with checkout's Payment History in its slot, under the view's heading. */
export function ProfileRoute() {
  useEffect(() => whenIdle(() => void loadPaymentHistory().catch(() => undefined)), []);
  return (
    <ProfileView
      paymentHistory={
        <Suspense fallback={<PaymentHistoryLoading />}>
          <PaymentHistory labelledBy={SECTION_HEADING_ID} />
        </Suspense>
      }
    />
  );
}
