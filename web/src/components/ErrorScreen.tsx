import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';

/** Shown when the app cannot reach the server at all. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box sx={{ maxWidth: 420 }}>
        <CloudOffRoundedIcon color="primary" sx={{ fontSize: 56, mb: 2 }} />
        <Typography variant="h5" gutterBottom>
          We couldn&apos;t reach Kinfolk
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Check your connection and try again.
        </Typography>
        <Button variant="contained" onClick={onRetry}>
          Try again
        </Button>
      </Box>
    </Box>
  );
}
