import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import type { ProfilerOnRenderCallback, ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

import { AppProvider } from '@/app/provider';
import { routes as appRoutes } from '@/app/route-table';
import { makeStore } from '@/app/store';
import type { AppStore, RootState } from '@/app/store';

type ProviderOptions = {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** The address the memory router starts at. */
  route?: string;
  /** Routes to render instead of the app's own (for a component in isolation). */
  routes?: RouteObject[];
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
} & Omit<RenderOptions, 'wrapper' | 'queries'>;

/**
 * Renders the app (or the given element) the way the browser does: a fresh store that persists nothing,
 * the theme and a memory router. Returns the store, the router and a user-event instance too.
 */
export function renderWithProviders(ui?: ReactElement, options: ProviderOptions = {}) {
  const {
    preloadedState,
    store = makeStore(preloadedState, { storage: null }),
    route = '/',
    routes,
    userEventOptions,
    ...renderOptions
  } = options;
  const router = createMemoryRouter(routes ?? (ui ? [{ path: '*', element: ui }] : appRoutes), {
    initialEntries: [route],
  });
  const user = userEvent.setup(userEventOptions);
  const view = render(
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>,
    renderOptions,
  );
  return { ...view, store, router, user };
}

/**
 * The app at `route` inside React's `<Profiler>`: at each commit `note` is called and its answer kept in
 * `commits`, so a render test can say what had rendered by each commit (what a click's own commit held,
 * what came in a later one). Render tests count what renders; they never time it.
 */
export function renderWithProfiler<T>(route: string, note: () => T) {
  const commits: T[] = [];
  const onRender: ProfilerOnRenderCallback = () => {
    commits.push(note());
  };
  const store = makeStore(undefined, { storage: null });
  const router = createMemoryRouter(appRoutes, { initialEntries: [route] });
  const user = userEvent.setup();
  const view = render(
    <Profiler id="app" onRender={onRender}>
      <AppProvider store={store}>
        <RouterProvider router={router} />
      </AppProvider>
    </Profiler>,
  );
  return { ...view, commits, store, router, user };
}
