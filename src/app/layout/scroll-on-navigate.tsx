import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Location, NavigationType } from 'react-router-dom';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where the visitor left each history entry of this tab, by the router's key for it. */
export type ScrollPositions = Map<string, number>;

/** Where a navigation leaves the window. */
export type ScrollAfterNavigation =
  | { kind: 'stay' }
  | { kind: 'top' }
  | { kind: 'restore'; y: number }
  /** `instant` for an anchor on a new page; one on the same page keeps the theme's (smooth) scrolling. */
  | { kind: 'anchor'; id: string; instant: boolean };

/**
 * As a full page load does: Back and Forward return to where the visitor left that page, a new page opens at
 * its top (or at its #anchor), and a change within the page leaves the window to the browser: an anchor
 * followed on the page scrolls there itself, and a change of query alone (a list's filters in the address)
 * does not move. Positions are known by the router's key of each entry; an entry the router did not make (an
 * anchor followed on the page) has the key "default", as the first page does, so none is restored within a
 * page.
 */
export function scrollAfterNavigation(
  from: Pick<Location, 'pathname'>,
  to: Pick<Location, 'pathname' | 'hash' | 'key'>,
  action: `${NavigationType}`,
  positions: ScrollPositions,
): ScrollAfterNavigation {
  const id = decodeHash(to.hash);
  if (from.pathname === to.pathname) {
    // A link of the router's to an anchor on the page: the browser does not scroll for it.
    return action !== 'POP' && id ? { kind: 'anchor', id, instant: false } : { kind: 'stay' };
  }
  const saved = action === 'POP' ? positions.get(to.key) : undefined;
  if (saved !== undefined) return { kind: 'restore', y: saved };
  return id ? { kind: 'anchor', id, instant: true } : { kind: 'top' };
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
}

/** Where this tab keeps the positions across a reload (Back after a reload still returns where it was). */
const STORAGE_KEY = 'scroll-positions';

function readPositions(): ScrollPositions {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return new Map();
    return new Map(
      Object.entries(stored).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    );
  } catch {
    return new Map();
  }
}

/** What a visitor does to scroll the window themselves: from then on a restore leaves the window to them. */
const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Returns the window to `y`, and again whenever the page grows while the window stands short of `y` at the
 * page's end: a page that comes back shorter than it was left (a list, a picture or a font still settling), or
 * shrinks for a moment once there, would otherwise keep the position the browser clamped it to. A window away
 * from the page's end is left alone (the browser's scroll anchoring keeps what the visitor sees in place). It
 * stops when the visitor scrolls or acts, or when `stop` is called (the next navigation), as a browser's own
 * restoration does.
 */
export function restoreScroll(y: number): () => void {
  const scroll = () => window.scrollTo({ top: y, left: 0, behavior: 'instant' });
  scroll();
  if (typeof ResizeObserver === 'undefined') return () => {};
  // Whether the browser had the window at the page's end, as it does when it clamps a scroll.
  const atEnd = () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
  let wasAtEnd = atEnd();
  const stop = () => {
    growth.disconnect();
    for (const type of VISITOR_SCROLLS) window.removeEventListener(type, stop);
  };
  const growth = new ResizeObserver(() => {
    if (wasAtEnd && window.scrollY < y - 0.5) scroll();
    wasAtEnd = atEnd();
  });
  growth.observe(document.documentElement);
  for (const type of VISITOR_SCROLLS) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/** Scrolls as `scroll` says; returns how to stop what goes on afterwards (a restore waiting for the page). */
function apply(scroll: ScrollAfterNavigation): (() => void) | undefined {
  switch (scroll.kind) {
    case 'top':
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return undefined;
    case 'restore':
      return restoreScroll(scroll.y);
    case 'anchor': {
      const target = document.getElementById(scroll.id);
      if (target) target.scrollIntoView(scroll.instant ? { behavior: 'instant' } : undefined);
      else if (scroll.instant) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Scrolls the window on every route change (scrollAfterNavigation), before the new page paints and always
 * instantly: the theme's smooth scrolling is for the anchors within a page and the scroll-to-top button, and
 * would otherwise show the new page at the old position gliding up.
 *
 * React Router's <ScrollRestoration> is not used: on its first render it scrolls to the top, which would
 * throw a visitor who scrolled the prerendered page before it hydrated back up, and its scrolls follow the
 * stylesheet's smooth behaviour. Nothing moves here on the first render: the page hydrates where it is (a
 * reload where the browser put it).
 */
export function ScrollOnNavigate() {
  const location = useLocation();
  const action = useNavigationType();
  const positions = useRef<ScrollPositions | null>(null);
  const shown = useRef<Location | null>(null);
  const stopRestoring = useRef<(() => void) | undefined>(undefined);

  useEffect(() => {
    positions.current = readPositions();
    // Otherwise the browser restores the position itself on Back, on the page still showing.
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      if (shown.current) positions.current?.set(shown.current.key, window.scrollY);
    };
    const persist = () => {
      remember();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions.current ?? [])));
      } catch {
        // Storage full or disabled: Back within this visit still restores.
      }
      // A reload or a visit from another site is a full page load, which the browser restores itself.
      window.history.scrollRestoration = 'auto';
    };
    const resume = () => {
      window.history.scrollRestoration = 'manual';
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    window.addEventListener('pageshow', resume);
    return () => {
      stopRestoring.current?.();
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
      window.removeEventListener('pageshow', resume);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const from = shown.current;
    shown.current = location;
    if (from && from !== location) {
      stopRestoring.current?.();
      stopRestoring.current = apply(
        scrollAfterNavigation(from, location, action, positions.current ?? new Map()),
      );
    }
  }, [location, action]);

  return null;
}
