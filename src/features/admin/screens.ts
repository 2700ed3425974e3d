/**
 * The console's screens by route id: the route table declares the console's addresses with these ids (so
 * the prerender knows them as signed-in pages), and the console's one lazy module shows the screen of the
 * id that matched. Only these strings reach the table, which every page loads.
 */
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
