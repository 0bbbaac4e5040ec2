import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { gridLayout } from './gridLayout';

/** Card-shaped placeholders while the memories load. */
export function MemoryGridSkeleton({ count = 6, compact = false }: { count?: number; compact?: boolean }) {
  const { t } = useTranslation('memories');
  return (
    <Box aria-label={t('grid.loading')} aria-busy="true" role="status" sx={gridLayout(compact)}>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i}>
          <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
          <Box sx={{ p: 2 }}>
            <Skeleton variant="text" width="70%" />
            <Skeleton variant="text" width="95%" />
            <Skeleton variant="text" width="40%" />
          </Box>
        </Card>
      ))}
    </Box>
  );
}
