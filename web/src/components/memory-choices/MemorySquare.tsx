import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A memory as offered or shown beside something else: its small picture, or its title while there is none. */
export interface MemoryChoice {
  id: string;
  title: string;
  thumbnailUrl?: string | null;
}

/** A list of memory squares, `smColumns` across from small screens up. */
export const memoryGrid = (smColumns: number) =>
  ({
    display: 'grid',
    gap: 1,
    gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: `repeat(${smColumns}, minmax(0, 1fr))` },
    m: 0,
    p: 0,
    listStyle: 'none',
  }) as const;

/** A memory's small picture, or its title while there is none. */
export function MemorySquare({ memory }: { memory: MemoryChoice }) {
  return (
    <Box sx={{ position: 'relative', aspectRatio: '1', width: '100%', borderRadius: 2, overflow: 'hidden', bgcolor: 'action.hover' }}>
      {memory.thumbnailUrl ? (
        <Box component="img" src={memory.thumbnailUrl} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
      ) : (
        <Typography variant="caption" color="text.secondary" sx={{ p: 1, display: 'block', overflowWrap: 'anywhere' }}>
          {memory.title}
        </Typography>
      )}
    </Box>
  );
}
