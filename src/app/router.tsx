import { RouterProvider, createBrowserRouter } from 'react-router-dom';

import { routes } from './routes';

const router = createBrowserRouter(routes);

/** The browser router over the site's route table. */
export function AppRouter() {
  return <RouterProvider router={router} />;
}
