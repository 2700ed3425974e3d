import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';

/** How far the page must be scrolled, in pixels, before the button shows. */
export const SCROLL_TO_TOP_THRESHOLD = 250;

type FabComponent = ComponentType<{ shown: boolean }>;

/**
 * The global "back to top" button, shown once the page is scrolled past the threshold. Its button and zoom
 * transition load the first time the visitor scrolls that far, so they stay out of every page's first load;
 * if that code cannot load, the page simply has no button.
 */
export function ScrollToTopButton() {
  const [shown, setShown] = useState(false);
  const [Fab, setFab] = useState<FabComponent | null>(null);

  useEffect(() => {
    const update = () => setShown(window.scrollY > SCROLL_TO_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  useEffect(() => {
    if (!shown || Fab) return undefined;
    let active = true;
    import(/* webpackChunkName: "scroll-to-top" */ './scroll-to-top-fab').then(
      (module) => {
        if (active) setFab(() => module.ScrollToTopFab);
      },
      () => {
        // Offline or a replaced deployment: a missing convenience button needs no message.
      },
    );
    return () => {
      active = false;
    };
  }, [shown, Fab]);

  return Fab ? <Fab shown={shown} /> : null;
}
