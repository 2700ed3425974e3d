import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';

import { makeStore } from './store';
import type { AppStore } from './store';

import { AuthBootstrap } from '@/features/auth/components/auth-bootstrap';
import { buildTheme } from '@/theme/theme';

function SiteThemeProvider({ children }: { children: ReactNode }) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(() => buildTheme({ reducedMotion }), [reducedMotion]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

type AppProviderProps = { children: ReactNode; store?: AppStore };

/**
 * Everything a page needs around it: store -> persisted state -> theme. Auth sits beside the tree, inside the
 * store it reports to: the identity library loads after the first paint without re-mounting anything.
 */
export function AppProvider({ children, store: givenStore }: AppProviderProps) {
  const [store] = useState(() => givenStore ?? makeStore());
  const content = <SiteThemeProvider>{children}</SiteThemeProvider>;
  return (
    <ReduxProvider store={store}>
      <AuthBootstrap />
      {store.persistor ? (
        <PersistGate loading={null} persistor={store.persistor}>
          {content}
        </PersistGate>
      ) : (
        content
      )}
    </ReduxProvider>
  );
}
