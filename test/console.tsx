/** The company console as the route table mounts it, for the console's integration tests. */
import { AdminConsole } from '@/features/admin/routes/admin-console';
import { ADMIN_ROUTES } from '@/features/admin/screens';
import { provideAccessTokens } from '@/lib/access-token';

import { fixtureAccessToken } from '@test/fixtures/learner';
import { renderWithProviders } from '@test/render';

const consoleRoutes = [{ path: '/admin', element: <AdminConsole />, children: ADMIN_ROUTES }];

/** The console's calls carry a token with these claims (a learner's has no permissions). */
export function signedInAs(claims: { name?: string; permissions?: string[] }, sub = 'user-staff-0004') {
  const token = () => Promise.resolve(fixtureAccessToken(sub, claims));
  provideAccessTokens({ token, renewed: token });
}

/** The console at `route` (under /admin). Uploads are not filtered by their input's `accept`. */
export const openConsole = (route: string) =>
  renderWithProviders(undefined, {
    routes: consoleRoutes,
    route,
    userEventOptions: { applyAccept: false },
  });
