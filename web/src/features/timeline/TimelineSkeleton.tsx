import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Five entry-shaped placeholders while the timeline loads. */
export function TimelineSkeleton({ count = 5 }: { count?: number }) {
  const { t } = useTranslation('timeline');
  return (
    <Box role="status" aria-label={t('list.loading')} aria-busy="true">
      {Array.from({ length: count }, (_, n) => (
        <Box key={n} data-testid="timeline-skeleton-entry" sx={{ display: 'flex', gap: 2, py: 1.5 }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Stack sx={{ flexGrow: 1 }}>
            <Skeleton variant="text" width="20%" />
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="90%" />
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
