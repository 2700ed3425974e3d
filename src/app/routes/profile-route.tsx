import { useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';

import { useAppSelector } from '../hooks';

import { capitaliseName } from '@/features/auth/model';
import { selectDisplayProfile, selectIsSignedIn } from '@/features/auth/slice';
import { useSignIn } from '@/features/auth/use-auth-actions';
import { PaymentHistory } from '@/features/checkout/components/payment-history';
import { selectCourseProgressSummaries } from '@/features/courses/progress-summaries';
import { makeCertificate } from '@/features/profile/certificate';
import { ProfilePage } from '@/features/profile/routes/profile-page';
import type { ProfileCourse } from '@/features/profile/routes/profile-page';
import { useHydrated } from '@/lib/loading/use-hydrated';
import { paths } from '@/lib/paths';

/**
 * /profile, composed here because it joins three features: the identity (auth), the real progress (courses)
 * and the payment history (checkout), given to the page as a slot. Features never import each other; app/ wires them.
 */
export function ProfileView({ paymentHistory }: { paymentHistory?: ReactNode }) {
  // The prerendered /profile is the signed-out prompt; the signed-in dashboard replaces it after hydration.
  const hydrated = useHydrated();
  const signedIn = useAppSelector(selectIsSignedIn);
  const profile = useAppSelector(selectDisplayProfile);
  const summaries = useAppSelector(selectCourseProgressSummaries);
  const signIn = useSignIn();

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
    <ProfilePage
      identity={identity}
      courses={courses}
      paymentHistory={paymentHistory}
      onLogIn={logIn}
      onCertificate={makeCertificate}
    />
  );
}

/** The /profile route: the view with checkout's Payment History in its slot. */
export function ProfileRoute() {
  return <ProfileView paymentHistory={<PaymentHistory />} />;
}
