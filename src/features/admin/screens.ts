/**
 * The console's screens by route id: the route table declares the console's addresses with these ids (so
 * the prerender knows them as signed-in pages), and the console's one lazy module shows the screen of the
 * id that matched. Only these strings reach the table, which every page loads.
 */
import type { RouteObject } from 'react-router-dom';

export const ADMIN_SCREENS = {
  home: 'admin-home',
  audit: 'admin-audit',
  list: 'admin-list',
  record: 'admin-record',
  learners: 'admin-learners',
  learner: 'admin-learner',
  reports: 'admin-reports',
  report: 'admin-report',
  playerCourses: 'admin-player-courses',
  playerCourse: 'admin-player-course',
  orders: 'admin-orders',
  order: 'admin-order',
  subscribers: 'admin-subscribers',
} as const;

/** The console's addresses under /admin, each naming the screen the console's module shows there. */
export const ADMIN_ROUTES: RouteObject[] = [
  { index: true, id: ADMIN_SCREENS.home },
  { path: 'audit', id: ADMIN_SCREENS.audit },
  { path: 'learners', id: ADMIN_SCREENS.learners },
  { path: 'learners/:sub', id: ADMIN_SCREENS.learner },
  { path: 'course-reports', id: ADMIN_SCREENS.reports },
  { path: 'course-reports/:courseId', id: ADMIN_SCREENS.report },
  { path: 'player-courses', id: ADMIN_SCREENS.playerCourses },
  { path: 'player-courses/:courseId', id: ADMIN_SCREENS.playerCourse },
  { path: 'orders', id: ADMIN_SCREENS.orders },
  { path: 'orders/:orderId', id: ADMIN_SCREENS.order },
  { path: 'subscribers', id: ADMIN_SCREENS.subscribers },
  { path: ':kind', id: ADMIN_SCREENS.list },
  { path: ':kind/:id', id: ADMIN_SCREENS.record },
];
