import { startTransition, useEffect, useState } from 'react';

import { whenIdle } from './when-idle';
import { whenNeeded } from './when-needed';

/**
 * False in Node, while hydrating and until the browser is first idle after that; then true, applied as a
 * transition. For what only enhances a page that already works as prerendered (a carousel's motion and
 * swipes, the hero's slideshow): it starts in a low-priority render of its own instead of inside the task
 * that commits the hydration, where it would hold up input (total blocking time).
 *
 * Given the id of the prerendered element it enhances, it also waits until the visitor is about to use that
 * element (it comes into view, or takes focus, a pointer or a key: `whenNeeded`): a carousel further down the
 * page then does its start-up work when it is scrolled to, not while the page loads.
 */
export function useEnhanced(nearElementId?: string): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    let cancelled = false;
    const enhanceWhenIdle = () => {
      cancelIdle = whenIdle(() => {
        startTransition(() => setEnhanced(true));
      });
    };
    if (nearElementId === undefined) enhanceWhenIdle();
    else
      void whenNeeded(nearElementId, 0).then(() => {
        if (!cancelled) enhanceWhenIdle();
      });
    return () => {
      cancelled = true;
      cancelIdle?.();
    };
  }, [nearElementId]);
  return enhanced;
}
