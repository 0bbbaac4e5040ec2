import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A spinner in the middle of the screen (or of the area it fills). */
export function LoadingScreen({ fullHeight = true }: { fullHeight?: boolean }) {
  return (
    <Box
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: fullHeight ? '100vh' : 320,
        width: '100%',
      }}
    >
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
