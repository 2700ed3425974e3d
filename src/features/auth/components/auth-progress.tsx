import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Sign-in work in progress: a labelled spinner in place of the page. */
export function AuthProgress({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', gap: 2, minHeight: '50vh', py: 6 }}>
      <CircularProgress aria-hidden="true" />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
