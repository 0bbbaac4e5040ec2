import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function EmptyState({ icon, title, text }: { icon?: ReactNode; title: string; text?: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 4, px: 2, color: 'text.secondary' }}>
      {icon && <Box sx={{ mb: 1, '& svg': { fontSize: 40, opacity: 0.6 } }}>{icon}</Box>}
      {/* A line in bold, not a heading: under a card's h2 a heading would skip levels. */}
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {title}
      </Typography>
      {text && <Typography variant="body2">{text}</Typography>}
    </Box>
  );
}
