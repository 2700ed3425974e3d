import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense, lazy, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';

import { Header } from './header';
import { PageLoading } from './page-loading';
import { ScrollToTopButton } from './scroll-to-top-button';

import { ChunkErrorBoundary } from '@/components/chunk-error-boundary';
import { ReloadNotice } from '@/components/reload-notice';
import { SignOutLanding } from '@/features/auth/components/sign-out-landing';

// Below the fold on every page: its form, grid and icons load after the page itself.
const Footer = lazy(() =>
  import(/* webpackChunkName: "footer" */ './footer').then((module) => ({ default: module.Footer })),
);

/** Every route change starts at the top of the new page (query and hash changes do not). */
function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
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
        <Suspense fallback={<Box component="footer" sx={{ bgcolor: 'primary.dark', minHeight: 480 }} />}>
          <Footer />
        </Suspense>
      </ChunkErrorBoundary>
      <ScrollToTopButton />
    </Box>
  );
}
