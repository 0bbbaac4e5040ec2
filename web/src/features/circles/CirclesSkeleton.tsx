import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

/** Placeholder cards while a list of circles loads. */
export function CirclesSkeleton({ label, cards = 3 }: { label: string; cards?: number }) {
  return (
    <Box
      role="status"
      aria-label={label}
      aria-busy="true"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
    >
      {Array.from({ length: cards }, (_, i) => (
        <Card key={i}>
          <CardContent>
            <Skeleton variant="text" width="55%" sx={{ fontSize: '1.25rem' }} />
            <Skeleton variant="text" width="90%" />
            <Skeleton variant="text" width="70%" />
            <Box sx={{ display: 'flex', gap: 0.5, mt: 2 }}>
              {[0, 1, 2].map((n) => (
                <Skeleton key={n} variant="circular" width={32} height={32} />
              ))}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
