import { Suspense, startTransition, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { holdClicks, replayClicks } from './early-clicks';

/** A page as the prerender wrote it: markup in #root, no listener attached yet. */
function staticPage(html: string): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.querySelectorAll('#root, footer').forEach(replayClicks);
  document.body.innerHTML = '';
});

describe('holdClicks', () => {
  it('holds a click on a button until the replay, then clicks it again, in order', () => {
    const root = staticPage('<button id="a">A</button><button id="b"><span>B</span></button>');
    holdClicks(root);
    const seen: string[] = [];
    document.addEventListener('click', (event) => seen.push((event.target as Element).id || 'span'));

    root.querySelector<HTMLElement>('#b span')?.click();
    root.querySelector<HTMLElement>('#a')?.click();
    expect(seen).toEqual([]);

    replayClicks(root);
    expect(seen).toEqual(['b', 'a']);
  });

  it('keeps a submit button from sending its form the old way before the app can handle it', () => {
    const root = staticPage('<form><input name="email" /><button type="submit">Send</button></form>');
    holdClicks(root);
    const submitted = jest.fn((event: Event) => event.preventDefault());
    root.querySelector('form')?.addEventListener('submit', submitted);

    root.querySelector('button')?.click();
    expect(submitted).not.toHaveBeenCalled();

    replayClicks(root);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('leaves links and clicks outside the page alone', () => {
    const root = staticPage('<a href="#about">About</a>');
    const outside = document.createElement('button');
    document.body.append(outside);
    holdClicks(root);

    const onLink = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('a')?.dispatchEvent(onLink);
    const onOutside = new MouseEvent('click', { bubbles: true, cancelable: true });
    outside.dispatchEvent(onOutside);

    expect(onLink.defaultPrevented).toBe(false);
    expect(onOutside.defaultPrevented).toBe(false);
  });

  it('drops a held click whose button has left the page or become disabled, and holds nothing after', () => {
    const root = staticPage('<button id="gone">Gone</button><button id="off">Off</button>');
    holdClicks(root);
    const seen: string[] = [];
    document.addEventListener('click', (event) => seen.push((event.target as Element).id));
    const gone = root.querySelector<HTMLButtonElement>('#gone');
    const off = root.querySelector<HTMLButtonElement>('#off');
    gone?.click();
    off?.click();
    gone?.remove();
    if (off) off.disabled = true;

    replayClicks(root);
    expect(seen).toEqual([]);

    if (off) off.disabled = false;
    off?.click();
    expect(seen).toEqual(['off']);
  });
});

describe('a part rendered anew instead of hydrated (a page the app renders over its shell or frame)', () => {
  it("replays a held click on the new page's control of the same kind, name and place among its like", () => {
    const root = staticPage(
      '<button>Open menu</button><button aria-label="Close">x</button><button>Login</button><button>Login</button>',
    );
    holdClicks(root);
    root.querySelectorAll('button')[3]?.click();
    root.querySelectorAll('button')[1]?.click();

    // The app's first commit replaces the frame: new nodes, the same controls (and one more before them).
    root.innerHTML =
      '<button>Skip</button><button>Open menu</button><button aria-label="Close">×</button><button id="first">Login</button><button id="second">Login</button>';
    const seen: string[] = [];
    root.addEventListener('click', (event) => {
      const target = event.target as Element;
      seen.push(target.id || (target.getAttribute('aria-label') ?? ''));
    });

    replayClicks(root);
    expect(seen).toEqual(['second', 'Close']);
  });

  it('drops a held click whose control the new page does not have, or has disabled', () => {
    const root = staticPage('<button>Login</button><button>Verify</button>');
    holdClicks(root);
    root.querySelectorAll('button')[0]?.click();
    root.querySelectorAll('button')[1]?.click();

    root.innerHTML = '<button aria-label="Account">A</button><button disabled>Verify</button>';
    const seen: string[] = [];
    root.addEventListener('click', (event) => seen.push((event.target as Element).outerHTML));

    replayClicks(root);
    expect(seen).toEqual([]);
  });
});

describe('a part that hydrates after the page', () => {
  it('holds the clicks made in it until it replays them itself, whichever came first', () => {
    const root = staticPage(
      '<button id="menu">Menu</button><footer><button id="subscribe">Subscribe</button></footer>',
    );
    const footer = root.querySelector('footer');
    if (!footer) throw new Error('no footer');
    holdClicks(root);
    const seen: string[] = [];
    document.addEventListener('click', (event) => seen.push((event.target as Element).id));
    root.querySelector<HTMLElement>('#subscribe')?.click(); // before the footer was known to wait

    holdClicks(footer); // the page's render finds the footer's code missing
    root.querySelector<HTMLElement>('#menu')?.click();
    root.querySelector<HTMLElement>('#subscribe')?.click();
    replayClicks(root);
    // The page replays its own click; the earlier click in the footer is held again by the footer.
    expect(seen).toEqual(['menu']);

    replayClicks(footer);
    expect(seen).toEqual(['menu', 'subscribe', 'subscribe']);
  });
});

describe('with React hydrating the page', () => {
  // Hydration here runs as in the browser, task by task, not all at once inside act().
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  /** The app's shape: a shell, and the page in a Suspense boundary that hydrates after it. */
  function App({ onEnroll, onShellHydrated }: { onEnroll: () => void; onShellHydrated?: () => void }) {
    useEffect(() => onShellHydrated?.(), [onShellHydrated]);
    const [agreed, setAgreed] = useState(false);
    return (
      <>
        <header>MindBridge</header>
        <main>
          <Suspense fallback={<p>Loading</p>}>
            <button type="button" onClick={onEnroll}>
              Enroll Now
            </button>
            <label>
              <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
              Send me the brochure
            </label>
          </Suspense>
        </main>
      </>
    );
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it("runs a click made before hydrateRoot through the hydrated button's handler, once, right after it", async () => {
    const onEnroll = jest.fn();
    const root = staticPage(renderToString(<App onEnroll={onEnroll} />));
    holdClicks(root);
    root.querySelector('button')?.click();
    expect(onEnroll).not.toHaveBeenCalled();

    startTransition(() => {
      hydrateRoot(root, <App onEnroll={onEnroll} />);
    });
    replayClicks(root);
    // React hydrated the shell and the page's boundary at once to deliver it.
    expect(onEnroll).toHaveBeenCalledTimes(1);
    await settle();
    expect(onEnroll).toHaveBeenCalledTimes(1);
  });

  it('loses the click when it is replayed from an effect, as React commits the shell (why it is not)', async () => {
    const onEnroll = jest.fn();
    const root = staticPage(renderToString(<App onEnroll={onEnroll} />));
    holdClicks(root);
    root.querySelector('button')?.click();
    hydrateRoot(root, <App onEnroll={onEnroll} onShellHydrated={() => replayClicks(root)} />);
    await settle();
    expect(onEnroll).not.toHaveBeenCalled();
  });

  it('leaves a checkbox as it was until the replay, which flips it once', async () => {
    const root = staticPage(renderToString(<App onEnroll={jest.fn()} />));
    holdClicks(root);
    const checkbox = root.querySelector('input');
    root.querySelector('label')?.click();
    expect(checkbox).not.toBeChecked();

    startTransition(() => {
      hydrateRoot(root, <App onEnroll={jest.fn()} />);
    });
    replayClicks(root);
    await settle();
    expect(checkbox).toBeChecked();
  });
});
