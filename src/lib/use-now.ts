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
 * The visitor's IANA time zone (`null` when the browser names none), or `undefined` while prerendering,
 * hydrating and until it has been read: it is unknown on the server. It is read in a task of its own and
 * applied as a transition like the clock. The first `Intl` date format of a page loads the time-zone data,
 * a task long enough to count as blocking on a phone, which otherwise ran together with whatever came next
 * (the webinars arriving and rendering).
 */
export function useVisitorTimeZone(): string | null | undefined {
  const [zone, setZone] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const timer = setTimeout(() => {
      const visitorZone = Intl.DateTimeFormat().resolvedOptions().timeZone || null;
      startTransition(() => setZone(visitorZone));
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return zone;
}
