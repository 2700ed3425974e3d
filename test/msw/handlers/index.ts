import type { RequestHandler } from 'msw';

import { handlers as events } from './events';
import { handlers as newsletter } from './newsletter';

/** Every feature's happy-path handlers; add a feature's list here when its handler file lands. */
export const handlers: RequestHandler[] = [...newsletter, ...events];
