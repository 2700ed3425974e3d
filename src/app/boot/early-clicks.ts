/**
 * Step 1 of the start-up (entry.ts), and step 5's replay: clicks on prerendered controls whose code has not
 * run yet. The page shows, with working-looking buttons, a second or more before React attaches a single
 * listener, and a part that hydrates later still (the footer) is only HTML until then: a click there would do
 * nothing, and a submit button would send its form the old way, with the fields in the address. Such a part
 * holds the clicks on its controls, and replays them once React can handle them. Links are left alone: they
 * navigate to their prerendered page by themselves. A key press on a focused button (Enter, Space) reaches it
 * as a click, so it is held the same way; typing into a field is never held (React keeps what it finds in a
 * field when it hydrates it).
 *
 * When to replay: React listens on the root from the moment `hydrateRoot` is called, and when a click lands
 * on a part it has not hydrated yet (the page's own Suspense boundary, which hydrates after the shell) it
 * hydrates that part at once and then delivers the click, exactly once. It can do so only outside its own
 * render and commit: a click replayed from an effect, while React is committing, finds the part still
 * dehydrated and is dropped. So the page replays right after `hydrateRoot` returns, and a part whose own code
 * comes later (the footer) once it has hydrated.
 */

/** What a click acts on through the page's code (a link, `a[href]`, navigates without it). */
const CONTROL = [
  'button',
  'input[type="checkbox"]',
  'input[type="radio"]',
  'input[type="submit"]',
  'input[type="reset"]',
  'input[type="button"]',
  '[role="button"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="option"]',
].join(', ');

/** The parts of the page still waiting for their code, each with the controls clicked in it, in order. */
const waiting = new Map<Element, HTMLElement[]>();

/** The control a click acts on, or null for a link, a field or plain content. */
function controlOf(target: EventTarget | null): HTMLElement | null {
  const element = target instanceof Element ? target.closest(`a[href], ${CONTROL}`) : null;
  if (!(element instanceof HTMLElement) || element.matches('a[href]')) return null;
  return element;
}

const isEnabled = (control: HTMLElement) => !control.matches(':disabled, [aria-disabled="true"]');

function onClick(event: MouseEvent) {
  const control = controlOf(event.target);
  if (!control || !isEnabled(control)) return;
  // The innermost waiting part holds the click: the footer inside the page, once the page has hydrated.
  let holder: Element | undefined;
  for (const part of waiting.keys()) {
    if (part.contains(control) && (!holder || holder.contains(part))) holder = part;
  }
  if (!holder) return;
  // Captured at the document, before React's own listeners (on the root) see a half-hydrated page. The
  // default action is cancelled too: a checkbox would flip now and flip back when the click is replayed.
  event.preventDefault();
  event.stopPropagation();
  waiting.get(holder)?.push(control);
}

/** From now until `replayClicks(part)`, a click on a control inside `part` waits for its code. */
export function holdClicks(part: Element): void {
  if (waiting.has(part)) return;
  if (waiting.size === 0) part.ownerDocument.addEventListener('click', onClick, true);
  waiting.set(part, []);
}

/**
 * Stops holding clicks in `part` and clicks again, in order, each held control that is still on the page and
 * enabled (hydration adopts the prerendered elements, so they are the same nodes). Call it where React can
 * act on the click at once: right after `hydrateRoot` returns (not inside a transition, which would make the
 * click's updates a transition too), or, for a part that hydrates on its own, from its effect.
 */
export function replayClicks(part: Element): void {
  const held = waiting.get(part);
  if (!held) return;
  waiting.delete(part);
  if (waiting.size === 0) part.ownerDocument.removeEventListener('click', onClick, true);
  for (const control of held) if (control.isConnected && isEnabled(control)) control.click();
}
