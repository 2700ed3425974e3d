/**
 * Clicks on the prerendered page before the app has hydrated. The page shows, with working-looking buttons,
 * a second or more before React attaches a single listener: a click on a button in that time would do
 * nothing (and a submit button would send its form the old way, with the fields in the address). The entry
 * holds those clicks from the start, and the app replays them once it has hydrated and answers input.
 * Links are left alone: they navigate to their prerendered page by themselves.
 */

let held: HTMLButtonElement[] = [];
let stopHolding: (() => void) | undefined;

/** From now until `replayEarlyClicks`, a click on a button inside `root` waits for the app. */
export function holdEarlyClicks(root: Element): void {
  const doc = root.ownerDocument;
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.disabled || !root.contains(button)) return;
    // Captured at the document, before React's own listeners on the root can see a half-hydrated page.
    event.preventDefault();
    event.stopPropagation();
    held.push(button);
  };
  doc.addEventListener('click', onClick, true);
  stopHolding = () => doc.removeEventListener('click', onClick, true);
}

/**
 * Stops holding and clicks again, in order, each held button that is still on the page and enabled (the
 * hydrated page adopts the prerendered elements, so they are the same nodes, now with their handlers).
 */
export function replayEarlyClicks(): void {
  stopHolding?.();
  stopHolding = undefined;
  const clicks = held;
  held = [];
  for (const button of clicks) if (button.isConnected && !button.disabled) button.click();
}
