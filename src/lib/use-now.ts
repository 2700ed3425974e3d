import { startTransition, useEffect, useState } from 'react';

import { visitorClock } from './time';
import type { WallClock } from './time';

/**
 * The current time (ms since epoch), refreshed every `intervalMs` while the component is mounted.
 * `null` while prerendering in Node and during hydration, so time-dependent output never differs between
 * the server's HTML and the first client render. The clock then applies as a transition: what depends on
 * it (a whole list of webinars) re-renders in small slices instead of one long task after hydration.
 */
export function useNow(intervalMs: number): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => startTransition(() => setNow(Date.now()));
    tick();
    const timer = setInterval(tick, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The visitor's wall clock (`src/lib/time.ts`), or `undefined` while prerendering and hydrating: the
 * visitor is unknown on the server, so nothing that depends on them differs from the prerendered HTML. It
 * applies as a transition like the clock.
 */
export function useVisitorClock(): WallClock | undefined {
  const [clock, setClock] = useState<WallClock | undefined>(undefined);
  useEffect(() => {
    startTransition(() => setClock(() => visitorClock));
  }, []);
  return clock;
}
