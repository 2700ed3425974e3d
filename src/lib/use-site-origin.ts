import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * The origin the site is served from (`https://www.mindbridgeconsulting.in`), for addresses it hands out (a
 * certificate's verification link). Empty while rendering in Node, which has no page address.
 */
export function useSiteOrigin(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.origin,
    () => '',
  );
}
