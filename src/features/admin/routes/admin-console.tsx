import Skeleton from '@mui/material/Skeleton';
import { Suspense, lazy } from 'react';
import { useMatches } from 'react-router-dom';

import { ADMIN_SCREENS } from '../screens';

import { AdminHomePage } from './admin-home-page';
import { AdminLayout } from './admin-layout';
import { AuditPage } from './audit-page';
import { CourseReportPage, CourseReportsPage } from './course-reports-page';
import { KindListPage } from './kind-list-page';
import { LearnerPage } from './learner-page';
import { LearnersPage } from './learners-page';
import { OrderPage } from './order-page';
import { OrdersPage } from './orders-page';
import { RecordPage } from './record-page';
import { SubscribersPage } from './subscribers-page';

import { lazyImport } from '@/lib/loading/lazy-import';

const loadCourseAuthoring = () =>
  import(/* webpackChunkName: "admin-course-authoring" */ './course-authoring');
const PlayerCoursesPage = lazy(
  lazyImport(async () => ({ default: (await loadCourseAuthoring()).PlayerCoursesPage })),
);
const PlayerCoursePage = lazy(
  lazyImport(async () => ({ default: (await loadCourseAuthoring()).PlayerCoursePage })),
);

const SCREENS: Record<string, React.ComponentType> = {
  [ADMIN_SCREENS.home]: AdminHomePage,
  [ADMIN_SCREENS.audit]: AuditPage,
  [ADMIN_SCREENS.list]: KindListPage,
  [ADMIN_SCREENS.record]: RecordPage,
  [ADMIN_SCREENS.learners]: LearnersPage,
  [ADMIN_SCREENS.learner]: LearnerPage,
  [ADMIN_SCREENS.reports]: CourseReportsPage,
  [ADMIN_SCREENS.report]: CourseReportPage,
  [ADMIN_SCREENS.playerCourses]: PlayerCoursesPage,
  [ADMIN_SCREENS.playerCourse]: PlayerCoursePage,
  [ADMIN_SCREENS.orders]: OrdersPage,
  [ADMIN_SCREENS.order]: OrderPage,
  [ADMIN_SCREENS.subscribers]: SubscribersPage,
};

/** The screen of the console's address that matched (the route table names it by its route id). */
function ConsoleScreen() {
  const id = useMatches().at(-1)?.id ?? '';
  const Screen = SCREENS[id] ?? AdminHomePage;
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={320} role="status" aria-label="Loading…" />}>
      <Screen />
    </Suspense>
  );
}

/** The console: its frame (who is signed in, what the token allows) around the screen of the address. */
export function AdminConsole() {
  return <AdminLayout screen={<ConsoleScreen />} />;
}
