import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** The circle page's shape while the circle loads. */
export function CirclePageSkeleton() {
  const { t } = useTranslation('circles');
  return (
    <Box role="status" aria-label={t('page.loading')} aria-busy="true">
      <Skeleton variant="text" width={100} />
      <Skeleton variant="text" width="45%" sx={{ fontSize: '2.25rem' }} />
      <Skeleton variant="text" width="70%" />
      <Skeleton variant="text" width={220} />
      <Box sx={{ display: 'grid', gap: 3, mt: 4, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' } }}>
        <Skeleton variant="rounded" height={320} />
        <Skeleton variant="rounded" height={240} />
      </Box>
    </Box>
  );
}
