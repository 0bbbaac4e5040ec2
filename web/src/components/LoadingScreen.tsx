import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * A spinner in the middle of the screen (or of the area it fills). It is the fallback of the
 * Suspense that waits for the catalogues, so it never waits for them itself: its label comes once
 * they are there.
 */
export function LoadingScreen({ fullHeight = true }: { fullHeight?: boolean }) {
  const { t, ready } = useTranslation('loading', { useSuspense: false });
  return (
    <Box
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: fullHeight ? '100vh' : 320,
        width: '100%',
      }}
    >
      <CircularProgress aria-label={ready ? t('label') : undefined} />
    </Box>
  );
}
