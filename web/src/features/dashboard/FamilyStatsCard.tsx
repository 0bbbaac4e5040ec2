import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import type { DashboardQuery } from '../../gql/graphql';

/** One figure; `wide` takes the whole row (the odd one out of the two columns). */
function Stat({ value, label, wide = false }: { value: number; label: string; wide?: boolean }) {
  return (
    <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'background.default', gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography variant="h3" component="p" color="primary">
        {value.toLocaleString()}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

export function FamilyStatsCard({ stats }: { stats: DashboardQuery['familyStats'] }) {
  return (
    <Card component="section" aria-labelledby="family-stats-title" sx={{ height: '100%' }}>
      <CardHeader
        title="Family Stats"
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'family-stats-title' } }}
        avatar={<InsightsRoundedIcon color="primary" />}
      />
      <CardContent sx={{ pt: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <Stat value={stats.memberCount} label={stats.memberCount === 1 ? 'Family member' : 'Family members'} />
        <Stat value={stats.memoryCount} label={stats.memoryCount === 1 ? 'Memory' : 'Memories'} />
        <Stat value={stats.storyCount} label={stats.storyCount === 1 ? 'Story' : 'Stories'} />
        <Stat value={stats.upcomingEventCount} label={stats.upcomingEventCount === 1 ? 'Upcoming event' : 'Upcoming events'} />
        <Stat value={stats.relationshipCount} label={stats.relationshipCount === 1 ? 'Relationship' : 'Relationships'} />
        <Stat value={stats.connectionCount} label={stats.connectionCount === 1 ? 'Connection' : 'Connections'} />
        <Stat
          wide
          value={stats.daysSinceJoined}
          label={stats.daysSinceJoined === 1 ? 'Day since you joined' : 'Days since you joined'}
        />
      </CardContent>
    </Card>
  );
}
