import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PersonAddRoundedIcon from '@mui/icons-material/PersonAddRounded';
import PersonSearchRoundedIcon from '@mui/icons-material/PersonSearchRounded';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { FamilyTreeStatsDocument } from './familyStatsQuery';

function Figure({ value, one, many }: { value: number; one: string; many: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75 }}>
      <Typography component="span" variant="h6" color="primary" sx={{ lineHeight: 1 }}>
        {value.toLocaleString()}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {value === 1 ? one : many}
      </Typography>
    </Box>
  );
}

function Figures() {
  const { data, loading, error, refetch } = useQuery(FamilyTreeStatsDocument);
  if (loading && !data) {
    return (
      <Box aria-label="Loading figures" aria-busy="true" sx={{ display: 'flex', gap: 3 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="text" width={110} />
        ))}
      </Box>
    );
  }
  if (!data) return <QueryErrorAlert message={error ? 'The figures could not be loaded.' : 'No figures yet.'} onRetry={() => void refetch()} />;
  const stats = data.familyStats;
  return (
    <Box component="ul" aria-label="Family figures" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
      <Figure value={stats.memberCount} one="family member" many="family members" />
      <Figure value={stats.relationshipCount} one="relationship" many="relationships" />
      <Figure value={stats.connectionCount} one="connection" many="connections" />
    </Box>
  );
}

/** The screen's title with the family's figures, and its two main actions. */
export function TreeHeader({ onAdd, onFind }: { onAdd: () => void; onFind?: () => void }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'flex-end' },
        gap: 2,
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
          Family Tree
        </Typography>
        <Figures />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1 }}>
        {onFind && (
          <Button variant="outlined" startIcon={<PersonSearchRoundedIcon />} onClick={onFind}>
            Find Family
          </Button>
        )}
        <Button variant="contained" startIcon={<PersonAddRoundedIcon />} onClick={onAdd}>
          Add Family Member
        </Button>
      </Box>
    </Box>
  );
}
