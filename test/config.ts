import '../public/config.js';

import { parseConfig } from '@/lib/config';
import type { AppConfig } from '@/lib/config';

/** The runtime configuration every jest test runs with: the local defaults, read from public/config.js itself. */
export const testConfig: AppConfig = parseConfig(window.__APP_CONFIG__);
