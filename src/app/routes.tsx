import type { ComponentType } from 'react';
import { redirect } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

import { AppShell } from './layout/app-shell';
import { PageLoading } from './layout/page-loading';
import { RouteErrorPage } from './routes/route-error-page';

import type { AuthErrorHandle } from '@/features/auth/components/account-control';
import { offeringSlugs, paths } from '@/lib/paths';

/** A lazily loaded page: its module is fetched the first time the route matches. */
const page =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): RouteObject['lazy'] =>
  async () => ({ Component: (await load())[name] });

const offering = page(
  () => import(/* webpackChunkName: "route-offering" */ '@/features/marketing/routes/offering-page'),
  'OfferingPage',
);
const connect = page(
  () => import(/* webpackChunkName: "route-connect" */ '@/features/marketing/routes/connect-page'),
  'ConnectPage',
);
const legal = page(
  () => import(/* webpackChunkName: "route-legal" */ '@/features/marketing/routes/legal-page'),
  'LegalPage',
);

/** The route table of the spec; the error page renders inside the shell, so header and footer stay usable. */
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
            lazy: page(
              () => import(/* webpackChunkName: "route-home" */ '@/features/marketing/routes/home-page'),
              'HomePage',
            ),
          },
          {
            path: paths.about,
            lazy: page(
              () => import(/* webpackChunkName: "route-about" */ '@/features/marketing/routes/about-page'),
              'AboutPage',
            ),
          },
          {
            path: paths.contact,
            lazy: page(
              () =>
                import(/* webpackChunkName: "route-contact" */ '@/features/marketing/routes/contact-page'),
              'ContactPage',
            ),
          },
          {
            path: paths.offerings,
            lazy: page(
              () =>
                import(
                  /* webpackChunkName: "route-offerings" */ '@/features/marketing/routes/offerings-page'
                ),
              'OfferingsPage',
            ),
          },
          // Route matching ignores case, so /offerings/Leadership renders the leadership page too.
          ...Object.values(offeringSlugs).map((slug) => ({ path: paths.offering(slug), lazy: offering })),
          {
            path: paths.offering('careercounselling'),
            loader: () => redirect(paths.offering(offeringSlugs.careerCounselling)),
          },
          { path: '/testimonials', loader: () => redirect(paths.testimonials) },
          {
            path: paths.academia,
            lazy: page(
              () =>
                import(/* webpackChunkName: "route-academia" */ '@/features/marketing/routes/academia-page'),
              'AcademiaPage',
            ),
          },
          {
            path: paths.blogs,
            lazy: page(
              () => import(/* webpackChunkName: "route-blogs" */ '@/features/marketing/routes/blogs-page'),
              'BlogsPage',
            ),
          },
          {
            path: paths.newsletters,
            lazy: page(
              () =>
                import(
                  /* webpackChunkName: "route-newsletters" */ '@/features/marketing/routes/newsletters-page'
                ),
              'NewslettersPage',
            ),
          },
          {
            path: paths.events,
            lazy: page(
              () => import(/* webpackChunkName: "route-events" */ '@/features/events/routes/events-page'),
              'EventsPage',
            ),
          },
          {
            path: paths.webinars,
            lazy: page(
              () =>
                import(/* webpackChunkName: "route-webinars" */ '@/features/webinars/routes/webinars-page'),
              'WebinarsPage',
            ),
          },
          {
            path: paths.testimonials,
            lazy: page(
              () =>
                import(
                  /* webpackChunkName: "route-testimonials" */ '@/features/marketing/routes/testimonials-page'
                ),
              'TestimonialsPage',
            ),
          },
          {
            path: paths.rewards,
            lazy: page(
              () =>
                import(/* webpackChunkName: "route-rewards" */ '@/features/marketing/routes/rewards-page'),
              'RewardsPage',
            ),
          },
          {
            path: paths.certificates,
            lazy: page(
              () =>
                import(
                  /* webpackChunkName: "route-certificates" */ '@/features/marketing/routes/certificates-page'
                ),
              'CertificatesPage',
            ),
          },
          ...[
            paths.pastEvents,
            paths.upcomingEvents,
            paths.industryConnects,
            paths.academiaConnects,
            paths.startupConnects,
          ].map((path) => ({ path, lazy: connect })),
          {
            path: paths.catalogue,
            lazy: page(
              () =>
                import(/* webpackChunkName: "route-catalogue" */ '@/features/courses/routes/catalogue-page'),
              'CataloguePage',
            ),
          },
          {
            path: paths.catalogueCourse(':courseId'),
            lazy: page(
              () =>
                import(
                  /* webpackChunkName: "route-catalogue-course" */ '@/features/courses/routes/catalogue-course-page'
                ),
              'CatalogueCoursePage',
            ),
          },
          {
            path: paths.rTraining,
            lazy: page(
              () =>
                import(
                  /* webpackChunkName: "route-r-training" */ '@/features/checkout/routes/r-training-page'
                ),
              'RTrainingPage',
            ),
          },
          {
            path: paths.chambers,
            lazy: page(
              () =>
                import(/* webpackChunkName: "route-chambers" */ '@/features/marketing/routes/chambers-page'),
              'ChambersPage',
            ),
          },
          {
            path: paths.profile,
            lazy: page(
              () => import(/* webpackChunkName: "route-profile" */ './routes/profile-route'),
              'ProfileRoute',
            ),
          },
          {
            // Signed-in pages: the guard sends a signed-out visitor to login and back, and shows sign-in errors.
            lazy: page(
              () => import(/* webpackChunkName: "auth-guard" */ '@/features/auth/components/require-auth'),
              'RequireAuth',
            ),
            handle: { showsSignInErrors: true } satisfies AuthErrorHandle,
            children: [
              {
                path: paths.courses,
                lazy: page(
                  () =>
                    import(
                      /* webpackChunkName: "route-my-courses" */ '@/features/courses/routes/my-courses-page'
                    ),
                  'MyCoursesPage',
                ),
              },
              {
                path: paths.coursePlayer(':courseId'),
                lazy: page(
                  () =>
                    import(
                      /* webpackChunkName: "route-course-player" */ '@/features/courses/routes/course-player-page'
                    ),
                  'CoursePlayerPage',
                ),
              },
            ],
          },
          {
            path: paths.authCallback,
            handle: { showsSignInErrors: true } satisfies AuthErrorHandle,
            lazy: page(
              () =>
                import(/* webpackChunkName: "route-auth-callback" */ '@/features/auth/routes/callback-page'),
              'SignInCallbackPage',
            ),
          },
          ...[paths.privacy, paths.terms, paths.cancellation].map((path) => ({ path, lazy: legal })),
          {
            path: '*',
            lazy: page(
              () => import(/* webpackChunkName: "route-not-found" */ './routes/not-found-page'),
              'NotFoundPage',
            ),
          },
        ],
      },
    ],
  },
];
