import { useEffect, useState } from 'react';

import { whenIdle } from './when-idle';

/**
 * For a part loaded on demand (a dialog): true from the first time it is `wanted` on, so it stays mounted
 * (it can fade out when closed and open at once the next time). Once `prefetch` is true (the page shows
 * what the part is about) its code is fetched ahead when the browser is idle; a failed fetch here is
 * forgotten, and the part's own load tries again when it is wanted.
 */
export function useOnDemand(wanted: boolean, prefetch: boolean, load: () => Promise<unknown>): boolean {
  const [mounted, setMounted] = useState(false);
  if (wanted && !mounted) setMounted(true);
  useEffect(
    () => (prefetch ? whenIdle(() => void load().catch(() => undefined)) : undefined),
    [prefetch, load],
  );
  return mounted;
}
