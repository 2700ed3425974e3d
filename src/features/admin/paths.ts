import type { KindName } from './kinds';

/** The console's addresses (the route table mounts them under `/admin`). */
export const adminPaths = {
  home: '/admin',
  audit: '/admin/audit',
  kind: (kind: KindName) => `/admin/${kind}`,
  record: (kind: KindName, id: number | 'new') => `/admin/${kind}/${id}`,
  learners: '/admin/learners',
  learner: (sub: string) => `/admin/learners/${encodeURIComponent(sub)}`,
  reports: '/admin/course-reports',
  report: (courseId: string) => `/admin/course-reports/${encodeURIComponent(courseId)}`,
  playerCourses: '/admin/player-courses',
  playerCourse: (id: string) => `/admin/player-courses/${encodeURIComponent(id)}`,
  orders: '/admin/orders',
  order: (id: string) => `/admin/orders/${encodeURIComponent(id)}`,
  subscribers: '/admin/subscribers',
} as const;
