import { useState, useSyncExternalStore } from 'react';

/** A clock that ticks every `intervalMs` while someone listens; the snapshot stays put between ticks. */
function createClock(intervalMs: number) {
  let current = Date.now();
  return {
    subscribe(onTick: () => void) {
      current = Date.now();
      const timer = setInterval(() => {
        current = Date.now();
        onTick();
      }, intervalMs);
      return () => clearInterval(timer);
    },
    getSnapshot: () => current,
  };
}

const unknownOnServer = () => null;

/**
 * The current time (ms since epoch), refreshed every `intervalMs` while the component is mounted.
 * `null` while prerendering in Node and during hydration (the server snapshot), so time-dependent output
 * never differs between the server's HTML and the first client render; React re-renders with the clock
 * right after.
 */
export function useNow(intervalMs: number): number | null {
  const [clock] = useState(() => createClock(intervalMs));
  return useSyncExternalStore(clock.subscribe, clock.getSnapshot, unknownOnServer);
}

const neverChanges = () => () => {};
const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || null;

/** The visitor's IANA time zone, or `null` while prerendering and hydrating (it is unknown on the server). */
export function useVisitorTimeZone(): string | null {
  return useSyncExternalStore(neverChanges, visitorZone, unknownOnServer);
}
