import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense, lazy, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';

import { Header } from './header';
import { PageLoading } from './page-loading';
import { ScrollToTopButton } from './scroll-to-top-button';

import { ChunkErrorBoundary } from '@/components/chunk-error-boundary';
import { ReloadNotice } from '@/components/reload-notice';
import { SignOutLanding } from '@/features/auth/components/sign-out-landing';
import { holdClicks } from '@/lib/early-clicks';
import { whenNeeded } from '@/lib/when-needed';

/** The footer's element: its prerendered HTML and its placeholder both carry this id. */
const FOOTER_ID = 'site-footer';

// Below the fold on every page, and its prerendered HTML (links, address) works as it is: its code (the
// newsletter form, grid and icons, about 34 KB) loads, and it hydrates, once the visitor comes near it or
// reaches into it, rather than compete with the page for the network and the main thread.
const Footer = lazy(() => {
  // Until then a click on its prerendered Subscribe waits for it (the footer replays it once hydrated).
  const prerendered = typeof document === 'undefined' ? null : document.getElementById(FOOTER_ID);
  if (prerendered) holdClicks(prerendered);
  return whenNeeded(FOOTER_ID)
    .then(() => import(/* webpackChunkName: "footer" */ './footer'))
    .then((module) => ({ default: module.Footer }));
});

/**
 * Every route change starts at the top of the new page (query and hash changes do not). The first page keeps
 * its scroll: the browser restores it on a reload, and a visitor may scroll the prerendered page before the
 * shell has hydrated (WebKit showed a page thrown back to the top under the visitor's thumb).
 */
function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The frame around every route: header, main content, footer and the scroll-to-top button. */
export function AppShell() {
  const navigation = useNavigation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollToTopOnNavigate />
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
