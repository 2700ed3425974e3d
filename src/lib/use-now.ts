import { startTransition, useEffect, useState } from 'react';

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
 * The visitor's IANA time zone, or `null` while prerendering and hydrating (it is unknown on the server),
 * applied as a transition like the clock.
 */
export function useVisitorTimeZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    const visitorZone = Intl.DateTimeFormat().resolvedOptions().timeZone || null;
    startTransition(() => setZone(visitorZone));
  }, []);
  return zone;
}
