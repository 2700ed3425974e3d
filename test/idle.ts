/**
 * The browser's idle callbacks in jest, where test/setup.ts's stub never calls them: code that waits for
 * the browser to be idle (`whenIdle`, `useEnhanced`) runs when a test says so.
 */

/** What an idle callback is given: the browser idle, time to spare. */
export const idleDeadline: IdleDeadline = { didTimeout: false, timeRemaining: () => 50 };

/** The browser becomes idle soon after whatever asked (a timer of 0 ms), every time it is asked. */
export function idleSoon(): void {
  jest.spyOn(window, 'requestIdleCallback').mockImplementation((callback) => {
    setTimeout(() => callback(idleDeadline), 0);
    return 0;
  });
}

/** Idle callbacks the test runs by hand, in the order they were asked for (`idle[0]?.(idleDeadline)`). */
export function holdIdleCallbacks(): IdleRequestCallback[] {
  const idle: IdleRequestCallback[] = [];
  jest.spyOn(window, 'requestIdleCallback').mockImplementation((callback) => {
    idle.push(callback);
    return idle.length;
  });
  return idle;
}

/** Runs every idle callback held so far (the browser has become idle once). */
export function becomeIdle(idle: IdleRequestCallback[]): void {
  for (const callback of idle.splice(0)) callback(idleDeadline);
}
