import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import type { DashboardQuery } from '../../gql/graphql';
import { formatNumber } from '../../lib/i18n';

/** One figure; `wide` takes the whole row (the odd one out of the two columns). */
function Stat({ value, label, wide = false }: { value: number; label: string; wide?: boolean }) {
  return (
    <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'background.default', gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography variant="h3" component="p" color="primary">
        {formatNumber(value)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

export function FamilyStatsCard({ stats }: { stats: DashboardQuery['familyStats'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card component="section" aria-labelledby="family-stats-title" sx={{ height: '100%' }}>
      <CardHeader
        title={t('stats.title')}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'family-stats-title' } }}
        avatar={<InsightsRoundedIcon color="primary" />}
      />
      <CardContent sx={{ pt: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <Stat value={stats.memberCount} label={t('stats.members', { count: stats.memberCount })} />
        <Stat value={stats.memoryCount} label={t('stats.memories', { count: stats.memoryCount })} />
        <Stat value={stats.storyCount} label={t('stats.stories', { count: stats.storyCount })} />
        <Stat value={stats.upcomingEventCount} label={t('stats.upcomingEvents', { count: stats.upcomingEventCount })} />
        <Stat value={stats.relationshipCount} label={t('stats.relationships', { count: stats.relationshipCount })} />
        <Stat value={stats.connectionCount} label={t('stats.connections', { count: stats.connectionCount })} />
        <Stat wide value={stats.daysSinceJoined} label={t('stats.daysSinceJoined', { count: stats.daysSinceJoined })} />
      </CardContent>
    </Card>
  );
}
