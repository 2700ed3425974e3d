import { useEffect, useRef, useState } from 'react';

import { nextHeaderVisibility } from './header-visibility';

/** Tracks the page scroll and answers whether the header should be visible (hide down, show up). */
export function useHeaderVisibility(): boolean {
  const [visible, setVisible] = useState(true);
  const lastY = useRef(0);
  const frame = useRef<number | null>(null);

  useEffect(() => {
    lastY.current = window.scrollY;
    const onScroll = () => {
      if (frame.current !== null) return;
      frame.current = window.requestAnimationFrame(() => {
        frame.current = null;
        const previousY = lastY.current;
        const y = window.scrollY;
        lastY.current = y;
        // The updater runs later, so it must not read the ref.
        setVisible((current) => nextHeaderVisibility(previousY, y, current));
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame.current !== null) window.cancelAnimationFrame(frame.current);
    };
  }, []);

  return visible;
}
