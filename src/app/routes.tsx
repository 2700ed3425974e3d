import type { ComponentType } from 'react';
import { redirect } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

import { AppShell } from './layout/app-shell';
import { PageLoading } from './layout/page-loading';
import { RouteErrorPage } from './routes/route-error-page';

import type { AuthErrorHandle } from '@/features/auth/components/account-control';
import { offeringSlugs, paths } from '@/lib/paths';

/**
 * `prerender: false` keeps a route and its children out of the prerendered pages (signed-in, callback).
 * `chunk` names the webpack chunk group of the route's page (its import's `webpackChunkName`): a
 * prerendered page whose content waits for backend data also has its code preloaded from the HTML.
 */
export type PrerenderHandle = { prerender?: false; chunk?: string };

/** A lazily loaded page: its module is fetched the first time the route matches. */
const page =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): RouteObject['lazy'] =>
  async () => ({ Component: (await load())[name] });

/**
 * A lazily loaded page and the name of its chunk group, which must repeat the `webpackChunkName` of the
 * import (a magic comment takes no variable): the prerender fails, naming the route, if the build has no
 * such group.
 */
const lazyPage = <K extends string>(
  chunk: string,
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): Pick<RouteObject, 'lazy' | 'handle'> => ({
  lazy: page(load, name),
  handle: { chunk } satisfies PrerenderHandle,
});

const offering = lazyPage(
  'route-offering',
  () => import(/* webpackChunkName: "route-offering" */ '@/features/marketing/offerings/offering-page'),
  'OfferingPage',
);
const connect = lazyPage(
  'route-connect',
  () => import(/* webpackChunkName: "route-connect" */ '@/features/marketing/connect/connect-page'),
  'ConnectPage',
);
const legal = lazyPage(
  'route-legal',
  () => import(/* webpackChunkName: "route-legal" */ '@/features/marketing/legal/legal-page'),
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
            ...lazyPage(
              'route-home',
              () => import(/* webpackChunkName: "route-home" */ '@/features/marketing/home/home-page'),
              'HomePage',
            ),
          },
          {
            path: paths.about,
            ...lazyPage(
              'route-about',
              () => import(/* webpackChunkName: "route-about" */ '@/features/marketing/about/about-page'),
              'AboutPage',
            ),
          },
          {
            path: paths.contact,
            ...lazyPage(
              'route-contact',
              () =>
                import(/* webpackChunkName: "route-contact" */ '@/features/marketing/contact/contact-page'),
              'ContactPage',
            ),
          },
          {
            path: paths.offerings,
            ...lazyPage(
              'route-offerings',
              () =>
                import(
                  /* webpackChunkName: "route-offerings" */ '@/features/marketing/offerings/offerings-page'
                ),
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
            ...lazyPage(
              'route-academia',
              () =>
                import(
                  /* webpackChunkName: "route-academia" */ '@/features/marketing/academia/academia-page'
                ),
              'AcademiaPage',
            ),
          },
          {
            path: paths.blogs,
            ...lazyPage(
              'route-blogs',
              () => import(/* webpackChunkName: "route-blogs" */ '@/features/marketing/resources/blogs-page'),
              'BlogsPage',
            ),
          },
          {
            path: paths.newsletters,
            ...lazyPage(
              'route-newsletters',
              () =>
                import(
                  /* webpackChunkName: "route-newsletters" */ '@/features/marketing/resources/newsletters-page'
                ),
              'NewslettersPage',
            ),
          },
          {
            path: paths.events,
            ...lazyPage(
              'route-events',
              () => import(/* webpackChunkName: "route-events" */ '@/features/events/routes/events-page'),
              'EventsPage',
            ),
          },
          {
            path: paths.webinars,
            ...lazyPage(
              'route-webinars',
              () =>
                import(/* webpackChunkName: "route-webinars" */ '@/features/webinars/routes/webinars-page'),
              'WebinarsPage',
            ),
          },
          {
            path: paths.testimonials,
            ...lazyPage(
              'route-testimonials',
              () =>
                import(
                  /* webpackChunkName: "route-testimonials" */ '@/features/marketing/testimonials/testimonials-page'
                ),
              'TestimonialsPage',
            ),
          },
          {
            path: paths.rewards,
            ...lazyPage(
              'route-rewards',
              () =>
                import(/* webpackChunkName: "route-rewards" */ '@/features/marketing/rewards/rewards-page'),
              'RewardsPage',
            ),
          },
          {
            path: paths.certificates,
            ...lazyPage(
              'route-certificates',
              () =>
                import(
                  /* webpackChunkName: "route-certificates" */ '@/features/marketing/certificates/certificates-page'
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
          ].map((path) => ({ path, ...connect })),
          {
            path: paths.catalogue,
            ...lazyPage(
              'route-catalogue',
              () =>
                import(/* webpackChunkName: "route-catalogue" */ '@/features/courses/routes/catalogue-page'),
              'CataloguePage',
            ),
          },
          {
            path: paths.catalogueCourse(':courseId'),
            ...lazyPage(
              'route-catalogue-course',
              () =>
                import(
                  /* webpackChunkName: "route-catalogue-course" */ '@/features/courses/routes/catalogue-course-page'
                ),
              'CatalogueCoursePage',
            ),
          },
          {
            path: paths.rTraining,
            ...lazyPage(
              'route-r-training',
              () => import(/* webpackChunkName: "route-r-training" */ './routes/r-training-route'),
              'RTrainingRoute',
            ),
          },
          {
            path: paths.chambers,
            ...lazyPage(
              'route-chambers',
              () =>
                import(/* webpackChunkName: "route-chambers" */ '@/features/marketing/connect/chambers-page'),
              'ChambersPage',
            ),
          },
          {
            path: paths.profile,
            ...lazyPage(
              'route-profile',
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
            handle: { showsSignInErrors: true, prerender: false } satisfies AuthErrorHandle & PrerenderHandle,
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
            handle: { showsSignInErrors: true, prerender: false } satisfies AuthErrorHandle & PrerenderHandle,
            lazy: page(
              () =>
                import(/* webpackChunkName: "route-auth-callback" */ '@/features/auth/routes/callback-page'),
              'SignInCallbackPage',
            ),
          },
          ...[paths.privacy, paths.terms, paths.cancellation].map((path) => ({ path, ...legal })),
          {
            path: '*',
            ...lazyPage(
              'route-not-found',
              () => import(/* webpackChunkName: "route-not-found" */ './routes/not-found-page'),
              'NotFoundPage',
            ),
          },
        ],
      },
    ],
  },
];
