import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';

/** The floating "back to top" button itself, zooming in and out with `shown`. */
export function ScrollToTopFab({ shown }: { shown: boolean }) {
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
