import type { RequestHandler } from 'msw';

import { handlers as admin, resetAdmin } from './admin';
import { handlers as adminLearners, resetAdminLearners } from './admin-learners';
import { handlers as adminOrders, resetAdminOrders } from './admin-orders';
import { handlers as adminPlayerCourses, resetAdminPlayerCourses } from './admin-player-courses';
import { handlers as adminSubscribers, resetAdminSubscribers } from './admin-subscribers';
import { handlers as certificates } from './certificates';
import { handlers as checkout, resetCheckout } from './checkout';
import { handlers as courses } from './courses';
import { handlers as email, resetEmail } from './email';
import { handlers as events } from './events';
import { handlers as fonts } from './fonts';
import { handlers as learner, resetLearners } from './learner';
import { handlers as learnerCertificates, resetLearnerCertificates } from './learner-certificates';
import { handlers as newsletter, resetNewsletter } from './newsletter';
import { handlers as playerCourses } from './player-courses';
import { handlers as resources } from './resources';
import { handlers as testimonials } from './testimonials';
import { handlers as webinars } from './webinars';

/** Every feature's happy-path handlers: the jest stand-in for the local backend. */
export const handlers: RequestHandler[] = [
  ...newsletter,
  ...events,
  ...testimonials,
  ...certificates,
  ...resources,
  ...webinars,
  ...courses,
  ...playerCourses,
  ...checkout,
  ...learner,
  ...email,
  ...fonts,
  ...learnerCertificates,
  // Before the console's kinds: `/api/admin/:kind` would take `/api/admin/learners` too.
  ...adminLearners,
  ...adminOrders,
  ...adminSubscribers,
  ...adminPlayerCourses,
  ...admin,
];

/** Forgets what stateful handlers remembered (subscriptions, orders, e-mails), between tests. */
export function resetHandlerState(): void {
  resetNewsletter();
  resetCheckout();
  resetLearners();
  resetLearnerCertificates();
  resetEmail();
  resetAdmin();
  resetAdminLearners();
  resetAdminOrders();
  resetAdminSubscribers();
  resetAdminPlayerCourses();
}
