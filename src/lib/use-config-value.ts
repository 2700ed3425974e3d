import { useSyncExternalStore } from 'react';

import { getConfig } from './config';
import type { AppConfig } from './config';

const subscribe = () => () => {};

/**
 * One key of the runtime configuration for a component to render with: null while rendering in Node and
 * while React hydrates prerendered HTML (the configuration is read only in the browser), the value after.
 */
export function useConfigValue<K extends keyof AppConfig>(key: K): AppConfig[K] | null {
  return useSyncExternalStore(
    subscribe,
    () => getConfig()[key],
    () => null,
  );
}
