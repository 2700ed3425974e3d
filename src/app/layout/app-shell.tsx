import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense, lazy } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';

import { Header } from './header';
import { PageLoading } from './page-loading';
import { ScrollOnNavigate } from './scroll-on-navigate';
import { ScrollToTopButton } from './scroll-to-top-button';

import { holdClicks } from '@/app/boot/early-clicks';
import { ChunkErrorBoundary } from '@/components/chunk-error-boundary';
import { ReloadNotice } from '@/components/reload-notice';
import { SignOutLanding } from '@/features/auth/components/sign-out-landing';
import { lazyImport } from '@/lib/loading/lazy-import';
import { whenNeeded } from '@/lib/loading/when-needed';

/** The footer's element: its prerendered HTML and its placeholder both carry this id. */
const FOOTER_ID = 'site-footer';

// Below the fold on every page, and its prerendered HTML (links, address) works as it is: its code (the
// newsletter form, grid and icons, about 34 KB) loads, and it hydrates, once the visitor comes near it or
// reaches into it, rather than compete with the page for the network and the main thread.
const Footer = lazy(
  lazyImport(() =>
    whenNeeded(FOOTER_ID)
      .then(() => import(/* webpackChunkName: "footer" */ './footer'))
      .then((module) => ({ default: module.Footer })),
  ),
);

// Until then a click on its prerendered Subscribe waits for it (the footer replays it once hydrated). Held
// from the moment this module runs, before the app hydrates: a click the page replays right after
// hydrateRoot, or the visitor makes while the page hydrates, must find the footer already holding it.
const prerenderedFooter = typeof document === 'undefined' ? null : document.getElementById(FOOTER_ID);
if (prerenderedFooter) holdClicks(prerenderedFooter);

/** The frame around every route: header, main content, footer and the scroll-to-top button. */
export function AppShell() {
  const navigation = useNavigation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollOnNavigate />
      <SignOutLanding />
      <Header />
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flex: 1, outline: 'none', opacity: navigation.state === 'loading' ? 0.6 : 1 }}
      >
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <ChunkErrorBoundary
        fallback={
          <Box component="footer" sx={{ bgcolor: 'primary.dark', py: 6 }}>
            <Container maxWidth="sm">
              <ReloadNotice />
            </Container>
          </Box>
        }
      >
        <Suspense
          fallback={
            <Box component="footer" id={FOOTER_ID} sx={{ bgcolor: 'primary.dark', minHeight: 480 }} />
          }
        >
          <Footer id={FOOTER_ID} />
        </Suspense>
      </ChunkErrorBoundary>
      <ScrollToTopButton />
    </Box>
  );
}
