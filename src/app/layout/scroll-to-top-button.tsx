import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { useEffect, useState } from 'react';

/** How far the page must be scrolled, in pixels, before the button shows. */
export const SCROLL_TO_TOP_THRESHOLD = 250;

/** The global "back to top" button, shown once the page is scrolled past the threshold. */
export function ScrollToTopButton() {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const update = () => setShown(window.scrollY > SCROLL_TO_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <Zoom in={shown} unmountOnExit>
      <Fab
        color="secondary"
        size="medium"
        aria-label="Scroll to top"
        onClick={() => window.scrollTo({ top: 0 })}
        sx={{ position: 'fixed', right: { xs: 16, md: 24 }, bottom: { xs: 16, md: 24 }, zIndex: 'speedDial' }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
