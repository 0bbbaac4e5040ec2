import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import { EmptyState } from '../../components/EmptyState';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { preloadableLazy } from '../../lib/preloadableLazy';
import { useOnceTrue } from '../../lib/useOnceTrue';
import { UnreadBadge } from './CircleBadges';
import { RecentFamilyCirclesDocument } from './circleQueries';
import { circlePath, CIRCLES_PATH, memberCountText } from './circleText';

const SHOWN = 5;

// The form's code (and its validation library) loads when a circle is first created from here.
const CreateCircleDialog = preloadableLazy(() => import('./CreateCircleDialog').then((m) => m.CreateCircleDialog));

function RecentCirclesSkeleton() {
  const { t } = useTranslation('circles');
  return (
    <Box role="status" aria-label={t('list.loading')} aria-busy="true">
      {[0, 1, 2].map((n) => (
        <Box key={n} sx={{ py: 1 }}>
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="text" width="35%" />
        </Box>
      ))}
    </Box>
  );
}

/** The viewer's most recently active circles, for the tree screen's sidebar and the dashboard. */
export function FamilyCirclesCard() {
  const { t } = useTranslation('circles');
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const dialogMounted = useOnceTrue(creating);
  const { data, loading, error, refetch } = useQuery(RecentFamilyCirclesDocument, {
    variables: { first: SHOWN },
    fetchPolicy: 'cache-and-network',
  });
  const circles = data?.recentCircles ?? [];

  let body;
  if (loading && !data) body = <RecentCirclesSkeleton />;
  else if (error && !data) body = <QueryErrorAlert message={t('list.loadError')} onRetry={() => void refetch()} />;
  else if (circles.length === 0) body = <EmptyState title={t('recent.emptyTitle')} text={t('recent.emptyText')} />;
  else {
    body = (
      <>
        <List disablePadding aria-label={t('recent.label')}>
          {circles.map((circle) => (
            <ListItem key={circle.id} disablePadding>
              <ListItemButton component={RouterLink} to={circlePath(circle.id)} sx={{ borderRadius: 2, px: 1.5, gap: 1 }}>
                <ListItemText
                  primary={circle.name}
                  secondary={memberCountText(circle.memberCount)}
                  slotProps={{ primary: { noWrap: true, sx: { fontWeight: 600 } } }}
                />
                <UnreadBadge count={circle.unreadCount} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Link component={RouterLink} to={CIRCLES_PATH} underline="hover" variant="body2" sx={{ display: 'inline-block', mt: 1, px: 1.5 }}>
          {t('recent.seeAll')}
        </Link>
      </>
    );
  }

  return (
    <Card component="section" aria-labelledby="family-circles-title">
      <CardHeader
        title={t('familyCircles')}
        avatar={<GroupsRoundedIcon color="primary" />}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'family-circles-title' } }}
      />
      <CardContent sx={{ pt: 0, '&:last-child': { pb: 2.5 } }}>
        {body}
        <Button
          fullWidth
          variant="outlined"
          startIcon={<AddRoundedIcon />}
          onPointerEnter={() => void CreateCircleDialog.preload()}
          onClick={() => setCreating(true)}
          sx={{ mt: 2 }}
        >
          {t('createCircle')}
        </Button>
      </CardContent>
      {dialogMounted && <CreateCircleDialog open={creating} onClose={() => setCreating(false)} onCreated={(id) => void navigate(circlePath(id))} />}
    </Card>
  );
}
