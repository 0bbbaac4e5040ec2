import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** The list's shape while the events load. */
export function EventListSkeleton({ count = 4 }: { count?: number }) {
  const { t } = useTranslation('events');
  return (
    <Box role="status" aria-label={t('list.loading')} aria-busy="true" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {Array.from({ length: count }, (_, n) => (
        <Skeleton key={n} variant="rounded" height={150} />
      ))}
    </Box>
  );
}
