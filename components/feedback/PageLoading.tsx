import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a page's or a block's data loads in the browser. */
export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', py: 8, minHeight: 160 }}
    >
      <CircularProgress aria-label={label} sx={{ color: '#0f2a40' }} />
    </Box>
  );
}
