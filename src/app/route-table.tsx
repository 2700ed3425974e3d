import type { ComponentType } from 'react';
import { redirect } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

import { AppShell } from './layout/app-shell';
import { PageLoading } from './layout/page-loading';
import { RouteErrorPage } from './route-error-page';
import type { ReadName, RouteNeeds } from './route-needs';

import { ADMIN_ROUTES } from '@/features/admin/screens';
import type { AuthErrorHandle } from '@/features/auth/components/account-control';
import { CERTIFICATE_ID_PATTERN } from '@/lib/certificate-id-pattern';
import { lazyImport } from '@/lib/loading/lazy-import';
import { offeringSlugs, paths } from '@/lib/paths';

/**
 * A lazily loaded page: its module is fetched the first time the route matches, in the chunk group `chunk`
 * (scripts/route-chunks-loader.ts writes the name into the import for webpack, so it is written once, here).
 * `needs` are the route's other start-up needs (`src/app/route-needs.ts`); the route's handle holds them all.
 */
const page = <K extends string>(
  chunk: string,
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  needs: Omit<RouteNeeds<ReadName>, 'chunk'> & AuthErrorHandle = {},
): Pick<RouteObject, 'lazy' | 'handle'> => ({
  lazy: async () => ({ Component: (await lazyImport(load)())[name] }),
  handle: { chunk, ...needs } satisfies RouteNeeds<ReadName> & AuthErrorHandle,
});

const offering = page(
  'route-offering',
  () => import('@/features/marketing/offerings/offering-page'),
  'OfferingPage',
);
const connect = page(
  'route-connect',
  () => import('@/features/marketing/connect/connect-page'),
  'ConnectPage',
);
const legal = page('route-legal', () => import('@/features/marketing/legal/legal-page'), 'LegalPage');
// The certificate check has its own budget: issue 38 holds its code to 30 KB.
const verify = page('route-verify', () => import('@/features/profile/routes/verify-page'), 'VerifyPage', {
  budgetKb: 30,
});

/**
 * The route table of the spec; the error page renders inside the shell, so header and footer stay usable.
 * Every page is a feature's (`features/X/routes/`, or an area of `features/marketing/`); the two that join
 * features are composed in `app/compose/`, since features never import each other.
 */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    // Shown only while the first page's code arrives.
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          {
            index: true,
            ...page('route-home', () => import('@/features/marketing/home/home-page'), 'HomePage'),
          },
          {
            path: paths.about,
            ...page('route-about', () => import('@/features/marketing/about/about-page'), 'AboutPage'),
          },
          {
            path: paths.contact,
            ...page(
              'route-contact',
              () => import('@/features/marketing/contact/contact-page'),
              'ContactPage',
            ),
          },
          {
            path: paths.offerings,
            ...page(
              'route-offerings',
              () => import('@/features/marketing/offerings/offerings-page'),
              'OfferingsPage',
            ),
          },
          // Route matching ignores case, so /offerings/Leadership renders the leadership page too.
          ...Object.values(offeringSlugs).map((slug) => ({ path: paths.offering(slug), ...offering })),
          {
            path: paths.offering('careercounselling'),
            loader: () => redirect(paths.offering(offeringSlugs.careerCounselling)),
          },
          { path: '/testimonials', loader: () => redirect(paths.testimonials) },
          {
            path: paths.academia,
            ...page(
              'route-academia',
              () => import('@/features/marketing/academia/academia-page'),
              'AcademiaPage',
            ),
          },
          {
            path: paths.blogs,
            ...page('route-blogs', () => import('@/features/marketing/resources/blogs-page'), 'BlogsPage', {
              data: ['articles'],
            }),
          },
          {
            path: paths.blogArticle(':slug'),
            ...page(
              'route-blog-article',
              () => import('@/features/marketing/resources/article-page'),
              'ArticlePage',
              // One page per published article, each with the list and its own article.
              { data: ['articles', 'article'], pagesPerItemOf: 'articles' },
            ),
          },
          {
            path: paths.newsletters,
            ...page(
              'route-newsletters',
              () => import('@/features/marketing/resources/newsletters-page'),
              'NewslettersPage',
              { data: ['newsletters'] },
            ),
          },
          {
            // The welcome e-mail's unsubscribe link: its own small chunk, asked for only by that link.
            path: paths.newsletterUnsubscribe,
            ...page(
              'route-newsletter-unsubscribe',
              () => import('@/features/marketing/newsletter-unsubscribe/unsubscribe-page'),
              'UnsubscribePage',
            ),
          },
          {
            path: paths.events,
            ...page('route-events', () => import('@/features/events/routes/events-page'), 'EventsPage', {
              data: ['events'],
            }),
          },
          {
            path: paths.webinars,
            ...page(
              'route-webinars',
              () => import('@/features/webinars/routes/webinars-page'),
              'WebinarsPage',
              {
                data: ['rProgrammingWebinars', 'executiveCoachingWebinars'],
                // The MUI X calendar (about 25 KB) loads after the page has shown; back in the route it breaks this.
                budgetKb: 40,
              },
            ),
          },
          {
            path: paths.testimonials,
            ...page(
              'route-testimonials',
              () => import('@/features/marketing/testimonials/testimonials-page'),
              'TestimonialsPage',
              { data: ['textTestimonials', 'videoTestimonials'] },
            ),
          },
          {
            path: paths.rewards,
            ...page(
              'route-rewards',
              () => import('@/features/marketing/rewards/rewards-page'),
              'RewardsPage',
            ),
          },
          {
            path: paths.certificates,
            ...page(
              'route-certificates',
              () => import('@/features/marketing/certificates/certificates-page'),
              'CertificatesPage',
              { data: ['certificates'] },
            ),
          },
          ...[
            paths.pastEvents,
            paths.upcomingEvents,
            paths.industryConnects,
            paths.academiaConnects,
            paths.startupConnects,
          ].map((path) => ({ path, ...connect })),
          {
            path: paths.catalogue,
            ...page(
              'route-catalogue',
              () => import('@/features/courses/catalogue/routes/catalogue-page'),
              'CataloguePage',
              {
                data: ['courses'],
              },
            ),
          },
          {
            path: paths.catalogueCourse(':courseId'),
            ...page(
              'route-catalogue-course',
              () => import('@/features/courses/catalogue/routes/catalogue-course-page'),
              'CatalogueCoursePage',
              // One page per catalogue course, each with the courses and their instructors.
              { data: ['courses', 'instructors'], pagesPerItemOf: 'courses' },
            ),
          },
          {
            path: paths.rTraining,
            // Checkout's page with the signed-in visitor's details: composed in app/, as features meet only here.
            ...page('route-r-training', () => import('./compose/r-training-route'), 'RTrainingRoute', {
              budgetKb: 70,
            }),
          },
          {
            path: paths.chambers,
            ...page(
              'route-chambers',
              () => import('@/features/marketing/connect/chambers-page'),
              'ChambersPage',
            ),
          },
          {
            path: paths.profile,
            // The profile's page with the identity, the courses' progress and checkout's payments: composed in app/.
            ...page('route-profile', () => import('./compose/profile-route'), 'ProfileRoute'),
          },
          {
            // Signed-in pages: the guard sends a signed-out visitor to login and back, and shows sign-in errors.
            ...page('auth-guard', () => import('@/features/auth/components/require-auth'), 'RequireAuth', {
              prerender: false,
              showsSignInErrors: true,
            }),
            children: [
              {
                path: paths.courses,
                ...page(
                  'route-my-courses',
                  () => import('@/features/courses/player/routes/my-courses-page'),
                  'MyCoursesPage',
                ),
              },
              {
                path: paths.coursePlayer(':courseId'),
                ...page(
                  'route-course-player',
                  () => import('@/features/courses/player/routes/course-player-page'),
                  'CoursePlayerPage',
                  // The player's own controls, transcript and Next lesson included (issue 28 sets 40 KB).
                  { budgetKb: 40 },
                ),
              },
              {
                // The company console, staff only: one lazy module (its layout asks the backend what the token
                // allows and shows the screen of the address), so the table, which every page loads, names one
                // import. MUI X Data Grid is most of its weight; no public page loads any of it.
                path: paths.admin,
                ...page(
                  'route-admin',
                  () => import('@/features/admin/routes/admin-console'),
                  'AdminConsole',
                  {
                    budgetKb: 250,
                  },
                ),
                children: ADMIN_ROUTES,
              },
            ],
          },
          {
            path: paths.authCallback,
            ...page(
              'route-auth-callback',
              () => import('@/features/auth/routes/callback-page'),
              'SignInCallbackPage',
              {
                prerender: false,
                showsSignInErrors: true,
              },
            ),
          },
          // Anyone checks a certificate here. /verify (the form) is prerendered; a certificate's own page renders
          // in the browser and asks the backend each time, so a revocation shows at once. Its frame (hero, form,
          // the result's skeleton) is prerendered once and answers every certificate's address.
          { path: paths.verify, ...verify },
          {
            path: paths.verifyCertificate(':certificateId'),
            ...verify,
            handle: {
              ...verify.handle,
              frame: true,
              // The page's check of the id (the profile's `certificatePath`), asked for from the address by the
              // entry, while the app still downloads; an address that is not an id as printed asks nothing.
              addressRead: {
                path: '/api/certificates/:certificateId',
                params: { certificateId: CERTIFICATE_ID_PATTERN },
              },
            } satisfies RouteNeeds,
          },
          ...[paths.privacy, paths.terms, paths.cancellation].map((path) => ({ path, ...legal })),
          {
            path: '*',
            ...page(
              'route-not-found',
              () => import('@/features/marketing/not-found/not-found-page'),
              'NotFoundPage',
            ),
          },
        ],
      },
    ],
  },
];
