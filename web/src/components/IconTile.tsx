import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { brand } from '../theme/palette';

/** A feature's icon on a rounded terracotta-tinted square, at the top of its card. */
export function IconTile({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        width: 48,
        height: 48,
        borderRadius: 3,
        display: 'grid',
        placeItems: 'center',
        bgcolor: alpha(brand.terracotta, 0.1),
        color: 'primary.main',
        mb: 2,
      }}
    >
      {children}
    </Box>
  );
}
