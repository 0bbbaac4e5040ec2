import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A screen's title, a line about it and its main action (under the title on phones). */
export function PageHeader({ title, intro, action }: { title: string; intro?: ReactNode; action?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'flex-end' },
        gap: 2,
        mb: { xs: 3, md: 4 },
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: intro ? 1 : 0 }}>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
            {intro}
          </Typography>
        )}
      </Box>
      {action && <Box sx={{ flexShrink: 0, display: 'flex', '& > *': { flexGrow: { xs: 1, sm: 0 } } }}>{action}</Box>}
    </Box>
  );
}
