/**
 * Clicks on prerendered buttons whose code has not run yet. The page shows, with working-looking buttons, a
 * second or more before React attaches a single listener, and a part that hydrates later still (the footer)
 * is only HTML until then: a click there would do nothing, and a submit button would send its form the old
 * way, with the fields in the address. Such a part holds the clicks on its buttons, and replays them once it
 * has hydrated. Links are left alone: they navigate to their prerendered page by themselves.
 */

/** The parts of the page still waiting for their code, each with the buttons clicked in it, in order. */
const waiting = new Map<Element, HTMLButtonElement[]>();

function onClick(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || button.disabled) return;
  // The innermost waiting part holds the click: the footer inside the page, once the page has hydrated.
  let holder: Element | undefined;
  for (const part of waiting.keys()) {
    if (part.contains(button) && (!holder || holder.contains(part))) holder = part;
  }
  if (!holder) return;
  // Captured at the document, before React's own listeners (on the root) see a half-hydrated page.
  event.preventDefault();
  event.stopPropagation();
  waiting.get(holder)?.push(button);
}

/** From now until `replayClicks(part)`, a click on a button inside `part` waits for its code. */
export function holdClicks(part: Element): void {
  if (waiting.has(part)) return;
  if (waiting.size === 0) part.ownerDocument.addEventListener('click', onClick, true);
  waiting.set(part, []);
}

/**
 * Stops holding clicks in `part` and clicks again, in order, each held button that is still on the page and
 * enabled (hydration adopts the prerendered elements, so they are the same nodes, now with their handlers).
 */
export function replayClicks(part: Element): void {
  const held = waiting.get(part);
  if (!held) return;
  waiting.delete(part);
  if (waiting.size === 0) part.ownerDocument.removeEventListener('click', onClick, true);
  for (const button of held) if (button.isConnected && !button.disabled) button.click();
}
