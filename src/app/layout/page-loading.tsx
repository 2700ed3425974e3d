import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A page whose code is still on its way. */
export function PageLoading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label="Loading page" />
    </Box>
  );
}
