import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

const CARD_COUNT = 6;

/** A card grid of placeholders shown while the dashboard loads. */
export function DashboardSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Box role="status" aria-busy="true" aria-label={t('loading.dashboard')}>
      <Skeleton variant="text" width="40%" sx={{ fontSize: '2.25rem', mb: 1 }} />
      <Skeleton variant="text" width="25%" sx={{ mb: 4 }} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {Array.from({ length: CARD_COUNT }, (_, i) => (
          <Card key={i}>
            <CardContent>
              <Skeleton variant="circular" width={44} height={44} sx={{ mb: 2 }} />
              <Skeleton variant="text" width="60%" sx={{ fontSize: '1.25rem' }} />
              <Skeleton variant="text" width="90%" />
              <Skeleton variant="text" width="75%" />
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
