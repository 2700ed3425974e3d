import { startTransition, useEffect, useState } from 'react';

import { whenIdle } from './when-idle';

/**
 * False in Node, while hydrating and until the browser is first idle after that; then true, applied as a
 * transition. For what only enhances a page that already works as prerendered (a carousel's motion and
 * swipes, the hero's slideshow): it starts in a low-priority render of its own instead of inside the task
 * that commits the hydration, where it would hold up input (total blocking time).
 */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        startTransition(() => setEnhanced(true));
      }),
    [],
  );
  return enhanced;
}
