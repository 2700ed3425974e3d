import { setupServer } from 'msw/node';

import { handlers } from './handlers';

/** The one msw server every jest test runs against; tests add failure cases with `server.use(...)`. */
export const server = setupServer(...handlers);
