import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { PANEL_HEIGHT } from './constants';

const rows = [2, 3, 4, 2];

/** Rows of card placeholders the size of the tree panel. */
export function TreeSkeleton() {
  const { t } = useTranslation('familyTree');
  return (
    <Box
      role="status"
      aria-label={t('tree.loadingSkeleton')}
      aria-busy="true"
      sx={{
        height: PANEL_HEIGHT,
        minHeight: 360,
        borderRadius: 5,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 6,
        overflow: 'hidden',
      }}
    >
      {rows.map((count, row) => (
        <Box key={row} sx={{ display: 'flex', justifyContent: 'center', gap: 3 }}>
          {Array.from({ length: count }, (_, i) => (
            <Skeleton key={i} variant="rounded" width={150} height={56} sx={{ borderRadius: 4, flexShrink: 0 }} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
