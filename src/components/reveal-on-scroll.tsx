import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

type RevealOnScrollProps = {
  children: ReactNode;
  /** How long the fade-and-rise takes, in ms (the spec: 2000 on home and the institute page, 500 on about). */
  durationMs: number;
  /** How far into the viewport, in px, the element must come before it reveals (the spec's offset 120). */
  offsetPx?: number;
  /** Extra wait before the reveal starts, in ms (stagger items of a grid). */
  delayMs?: number;
};

/** Whether the element already shows in (or above) the viewport: such content is never hidden. */
const alreadySeen = (element: HTMLElement): boolean =>
  element.getBoundingClientRect().top < window.innerHeight;

/**
 * Animate-on-scroll without a library: content that starts below the fold fades and rises in as it
 * scrolls into view. The markup is visible as rendered (prerendered HTML, no script, jsdom); only after
 * mount, and only for an element the visitor has not yet seen, does the script hide it until it comes
 * into view. Nothing moves under `prefers-reduced-motion: reduce` or without IntersectionObserver.
 */
export function RevealOnScroll({ children, durationMs, offsetPx = 120, delayMs = 0 }: RevealOnScrollProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (
      !element ||
      typeof IntersectionObserver === 'undefined' ||
      window.matchMedia('(prefers-reduced-motion: reduce)').matches ||
      alreadySeen(element)
    ) {
      return undefined;
    }
    element.dataset.reveal = 'waiting';
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        element.dataset.reveal = 'shown';
        observer.disconnect();
      },
      { rootMargin: `0px 0px -${offsetPx}px 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      // A remount (route change, strict mode) must never leave the content hidden.
      delete element.dataset.reveal;
    };
  }, [offsetPx]);

  return (
    <Box
      ref={ref}
      sx={{
        '&[data-reveal="waiting"]': { opacity: 0, transform: 'translateY(32px)' },
        '&[data-reveal="shown"]': {
          opacity: 1,
          transform: 'none',
          transition: `opacity ${durationMs}ms ease ${delayMs}ms, transform ${durationMs}ms ease ${delayMs}ms`,
        },
      }}
    >
      {children}
    </Box>
  );
}
