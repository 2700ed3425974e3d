import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';

import { createEmotionCache } from './emotion-cache';
import { makeStore } from './store';
import type { AppStore } from './store';

import { AuthBootstrap } from '@/features/auth/components/auth-bootstrap';
import { buildTheme } from '@/theme/theme';

/** Stores whose stored state is being read: StrictMode runs effects twice. */
const started = new WeakSet<object>();

function SiteThemeProvider({ children }: { children: ReactNode }) {
  // Without noSsr the first render assumes no preference (as the prerender did); the query applies after.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const theme = useMemo(() => buildTheme({ reducedMotion }), [reducedMotion]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

type AppProviderProps = {
  children: ReactNode;
  store?: AppStore;
  /** The prerender passes the cache it extracts the critical CSS from; the browser makes its own. */
  emotionCache?: EmotionCache;
};

/**
 * Everything a page needs around it: styles cache -> store -> theme. Auth sits beside the tree, inside the
 * store it reports to: the identity library loads after the first paint without re-mounting anything.
 * Nothing here waits for persisted state: the page renders at once (as prerendered) and the stored slices
 * arrive right after mount, so no gate ever blanks the page.
 */
export function AppProvider({ children, store: givenStore, emotionCache }: AppProviderProps) {
  const [store] = useState(() => givenStore ?? makeStore());
  const [cache] = useState(() => emotionCache ?? createEmotionCache());

  useEffect(() => {
    if (!store.persistor || started.has(store)) return;
    started.add(store);
    // A task of its own: the stored slices apply right after hydration, not inside the task committing it.
    setTimeout(() => void store.restoreStoredState(), 0);
  }, [store]);

  return (
    <CacheProvider value={cache}>
      <ReduxProvider store={store}>
        <AuthBootstrap />
        <SiteThemeProvider>{children}</SiteThemeProvider>
      </ReduxProvider>
    </CacheProvider>
  );
}
