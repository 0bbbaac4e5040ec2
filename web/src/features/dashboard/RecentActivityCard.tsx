import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import { alpha } from '@mui/material/styles';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import { EmptyState } from '../../components/EmptyState';
import type { DashboardQuery } from '../../gql/graphql';
import { formatDate, formatRelative } from '../../lib/dates';
import { brand } from '../../theme/palette';
import { activityIcons } from './activityIcons';
import { activityHref } from './activityLinks';

type Activity = DashboardQuery['recentActivity'][number];

/** The entry's sentence, a link to where it happened when it has such a place (activityLinks.ts). */
function ActivitySummary({ activity }: { activity: Activity }) {
  const href = activityHref(activity);
  if (!href) return <>{activity.summary}</>;
  return (
    <Link component={RouterLink} to={href} color="inherit" underline="hover">
      {activity.summary}
    </Link>
  );
}

export function RecentActivityCard({ activities }: { activities: Activity[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card component="section" aria-labelledby="recent-activity-title" sx={{ height: '100%' }}>
      <CardHeader
        title={t('activity.title')}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'recent-activity-title' } }}
        avatar={<HistoryRoundedIcon color="primary" />}
      />
      <CardContent sx={{ pt: 0 }}>
        {activities.length === 0 ? (
          <EmptyState title={t('activity.emptyTitle')} text={t('activity.emptyText')} />
        ) : (
          <List disablePadding>
            {activities.map((activity) => (
              <ListItem key={activity.id} disableGutters>
                <ListItemAvatar>
                  <Avatar sx={{ bgcolor: alpha(brand.sage, 0.15), color: 'secondary.dark' }}>
                    {activityIcons[activity.kind]}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={<ActivitySummary activity={activity} />}
                  secondary={
                    <time dateTime={activity.createdAt}>
                      {formatRelative(activity.createdAt)} · {formatDate(activity.createdAt)}
                    </time>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
