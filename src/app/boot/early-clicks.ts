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

/**
 * A control clicked while its part waited, and how to find it again if the part is rendered anew rather than
 * hydrated (a page the app renders over its prerendered shell or frame): the same kind of element, with the
 * same name, the same number of its like before it in the part.
 */
type HeldClick = { control: HTMLElement; tag: string; name: string; nth: number };

/** The parts of the page still waiting for their code, each with the clicks held in it, in order. */
const waiting = new Map<Element, HeldClick[]>();

/** What a control says: its label, or its text. */
const nameOf = (control: Element) =>
  control.getAttribute('aria-label') ?? control.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The controls in `part` of `control`'s kind and name, in document order. */
const alike = (part: Element, tag: string, name: string) =>
  Array.from(part.querySelectorAll<HTMLElement>(CONTROL)).filter(
    (element) => element.tagName === tag && nameOf(element) === name,
  );

function held(part: Element, control: HTMLElement): HeldClick {
  const tag = control.tagName;
  const name = nameOf(control);
  return { control, tag, name, nth: alike(part, tag, name).indexOf(control) };
}

/** The held control itself if it is still on the page (hydration adopts it), else its counterpart. */
function currentControl(part: Element, click: HeldClick): HTMLElement | undefined {
  if (click.control.isConnected) return click.control;
  return alike(part, click.tag, click.name)[click.nth];
}

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
  waiting.get(holder)?.push(held(holder, control));
}

/** From now until `replayClicks(part)`, a click on a control inside `part` waits for its code. */
export function holdClicks(part: Element): void {
  if (waiting.has(part)) return;
  if (waiting.size === 0) part.ownerDocument.addEventListener('click', onClick, true);
  waiting.set(part, []);
}

/**
 * Stops holding clicks in `part` and clicks again, in order, each held control that is still on the page and
 * enabled: the same node where hydration adopted the prerendered elements; where the part was rendered anew,
 * the control of the same kind and name at the same place among its like. Call it where React can act on the
 * click at once: right after `hydrateRoot` returns (not inside a transition, which would make the click's
 * updates a transition too), after the first commit of a part rendered anew, or, for a part that hydrates on
 * its own, from its effect.
 */
export function replayClicks(part: Element): void {
  const clicks = waiting.get(part);
  if (!clicks) return;
  waiting.delete(part);
  if (waiting.size === 0) part.ownerDocument.removeEventListener('click', onClick, true);
  for (const click of clicks) {
    const control = currentControl(part, click);
    if (control && isEnabled(control)) control.click();
  }
}
