import LoginIcon from '@mui/icons-material/Login';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

import type { CertificateFailure, CertificateRequest, ProfileCourse } from '../components/my-courses-panel';
import { profileCopy } from '../content';
import { mergeProfile } from '../model';
import type { ProfileIdentity } from '../model';
import { profileEdited, selectProfileEdits } from '../slice';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Avatar } from '@/components/avatar';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHero } from '@/components/page-hero';
import { lazyImport } from '@/lib/loading/lazy-import';
import { whenIdle } from '@/lib/loading/when-idle';

export type { CertificateFailure, CertificateRequest, ProfileCourse } from '../components/my-courses-panel';

// My Courses (the certificates: their requests, links and credentials) loads when the learner opens it; the
// browser fetches it ahead once the dashboard is idle. The prerendered /profile, the signed-out prompt, never
// needs it.
const loadMyCoursesPanel = () =>
  import(/* webpackChunkName: "my-courses-panel" */ '../components/my-courses-panel');
const MyCoursesPanel = lazy(
  lazyImport(async () => ({ default: (await loadMyCoursesPanel()).MyCoursesPanel })),
);

function MyCoursesLoading() {
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label={profileCopy.loadingCourses}>
      {[0, 1].map((key) => (
        <Skeleton key={key} variant="rounded" height={176} />
      ))}
    </Stack>
  );
}

// The form library and its schema load only when the learner opens Edit Profile.
const EditProfileDialog = lazy(
  lazyImport(async () => ({
    default: (await import(/* webpackChunkName: "edit-profile" */ '../components/edit-profile-dialog'))
      .EditProfileDialog,
  })),
);

type Section = 'courses' | 'payments';

/** The player courses' load, as My Courses shows it. */
export type CoursesLoad = 'ready' | 'loading' | { message: string; retry: () => void };

export type ProfilePageProps = {
  /** The signed-in identity, or null for a signed-out visitor (who is invited to log in). */
  identity: ProfileIdentity | null;
  /** The player courses with the learner's real progress. */
  courses: readonly ProfileCourse[];
  /** Whether the courses are there yet: still loading, or why they could not be loaded (ready when absent). */
  coursesLoad?: CoursesLoad;
  /** The payments confirmed in this browser, rendered by the checkout feature; the empty state when absent. */
  paymentHistory?: ReactNode;
  onLogIn: () => void;
  /** Makes and downloads an issued certificate's PDF; resolves to why it could not, or null. */
  onCertificate: (details: CertificateRequest) => Promise<CertificateFailure | null>;
};

/** /profile: the learner's picture, name and e-mail with Edit Profile, and My Courses and Payment History. */
export function ProfilePage(props: ProfilePageProps) {
  return (
    <>
      <PageHero title={profileCopy.title} noindex />
      <meta name="description" content={profileCopy.description} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {props.identity ? (
          <Dashboard {...props} identity={props.identity} />
        ) : (
          <SignedOut onLogIn={props.onLogIn} />
        )}
      </Container>
    </>
  );
}

function SignedOut({ onLogIn }: { onLogIn: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, textAlign: 'center', maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h4" component="h2">
        {profileCopy.signedOutTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        {profileCopy.signedOutHint}
      </Typography>
      <Button variant="contained" size="large" startIcon={<LoginIcon />} sx={{ mt: 3 }} onClick={onLogIn}>
        {profileCopy.logIn}
      </Button>
    </Paper>
  );
}

/** The id of the open section's heading, which names the panel below it (the Payment History slot too). */
export const SECTION_HEADING_ID = 'profile-section-heading';

const sections: readonly { value: Section; label: string; icon: ReactNode }[] = [
  { value: 'courses', label: profileCopy.myCourses, icon: <SchoolIcon /> },
  { value: 'payments', label: profileCopy.paymentHistory, icon: <PaymentsIcon /> },
];

function Dashboard({
  identity,
  courses,
  coursesLoad = 'ready',
  paymentHistory,
  onCertificate,
}: ProfilePageProps & { identity: ProfileIdentity }) {
  const dispatch = useAppDispatch();
  const edits = useAppSelector(selectProfileEdits);
  const profile = mergeProfile(identity, edits ?? undefined);
  const [section, setSection] = useState<Section | null>(null);
  const [editing, setEditing] = useState(false);
  // Mounted from the first Edit Profile on, so the dialog can animate closed.
  const [opened, setOpened] = useState(false);
  const [saved, setSaved] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const chosen = useRef(false);

  useEffect(() => whenIdle(() => void loadMyCoursesPanel().catch(() => undefined)), []);

  // A chosen section takes focus to its heading, so keyboard and screen reader users land on what they asked for.
  useEffect(() => {
    if (chosen.current) headingRef.current?.focus();
  }, [section]);

  const choose = (value: Section) => {
    chosen.current = true;
    setSection(value);
  };

  let panel;
  if (section === 'courses' && coursesLoad === 'loading') {
    panel = <MyCoursesLoading />;
  } else if (section === 'courses' && typeof coursesLoad === 'object') {
    panel = (
      <ErrorState
        title={profileCopy.coursesFailedTitle}
        message={coursesLoad.message}
        onRetry={coursesLoad.retry}
      />
    );
  } else if (section === 'courses') {
    panel = (
      <Suspense fallback={<MyCoursesLoading />}>
        <MyCoursesPanel courses={courses} learnerName={profile.name} onCertificate={onCertificate} />
      </Suspense>
    );
  } else if (section === 'payments') {
    panel = paymentHistory ?? <EmptyState title={profileCopy.noPayments} hint={profileCopy.noPaymentsHint} />;
  }

  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 4 },
        gridTemplateColumns: { xs: '1fr', md: '300px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center' }}>
          <Avatar name={profile.name} picture={profile.picture} size={96} />
          <Typography variant="h5" component="h2" sx={{ mt: 2, wordBreak: 'break-word' }}>
            {profile.name}
          </Typography>
          <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {profile.email}
          </Typography>
          {profile.phone && (
            <Typography color="text.secondary">
              {profileCopy.phoneLabel}: {profile.phone}
            </Typography>
          )}
          <Button
            variant="outlined"
            sx={{ mt: 2 }}
            onClick={() => {
              setOpened(true);
              setEditing(true);
            }}
          >
            {profileCopy.editProfile}
          </Button>
        </Box>
        <Box component="nav" aria-label={profileCopy.menuLabel} sx={{ mt: 3 }}>
          <List disablePadding>
            {sections.map(({ value, label, icon }) => (
              <ListItem key={value} disablePadding>
                <ListItemButton
                  selected={section === value}
                  aria-current={section === value ? 'true' : undefined}
                  onClick={() => choose(value)}
                  sx={{ borderRadius: 1 }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }} aria-hidden="true">
                    {icon}
                  </ListItemIcon>
                  <ListItemText primary={label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Paper>
      <Box
        component="section"
        aria-label={section ? undefined : profileCopy.selectOption}
        sx={{ minHeight: 320 }}
      >
        {section === null ? (
          <Paper variant="outlined" sx={{ p: 6, textAlign: 'center' }}>
            <Typography color="text.secondary">{profileCopy.selectOption}</Typography>
          </Paper>
        ) : (
          <>
            <Typography
              ref={headingRef}
              id={SECTION_HEADING_ID}
              tabIndex={-1}
              variant="h4"
              component="h2"
              sx={{ mb: 2, outline: 'none' }}
            >
              {section === 'courses' ? profileCopy.myCourses : profileCopy.paymentHistory}
            </Typography>
            {panel}
          </>
        )}
      </Box>
      {opened && (
        <Suspense fallback={null}>
          <EditProfileDialog
            open={editing}
            profile={profile}
            onCancel={() => setEditing(false)}
            onSave={(next) => {
              dispatch(profileEdited({ ...next, picture: next.picture ?? edits?.picture ?? '' }));
              setEditing(false);
              setSaved(true);
            }}
          />
        </Suspense>
      )}
      <Snackbar open={saved} autoHideDuration={5000} onClose={() => setSaved(false)}>
        <Alert severity="success" role="status" onClose={() => setSaved(false)}>
          {profileCopy.saved}
        </Alert>
      </Snackbar>
    </Box>
  );
}
