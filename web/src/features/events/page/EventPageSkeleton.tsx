import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** The event page's shape while the event loads. */
export function EventPageSkeleton() {
  const { t } = useTranslation('events');
  return (
    <Box role="status" aria-label={t('page.loading')} aria-busy="true">
      <Skeleton variant="text" width={100} />
      <Skeleton variant="text" width="50%" sx={{ fontSize: '2.25rem' }} />
      <Skeleton variant="text" width="40%" />
      <Skeleton variant="text" width="30%" />
      <Box sx={{ display: 'grid', gap: 3, mt: 4, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' } }}>
        <Skeleton variant="rounded" height={240} />
        <Skeleton variant="rounded" height={240} />
      </Box>
    </Box>
  );
}
