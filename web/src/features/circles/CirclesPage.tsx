import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { CircleGrid } from './CircleCard';
import { FamilyCirclesDocument } from './circleQueries';
import { CirclesSkeleton } from './CirclesSkeleton';
import { circlePath } from './circleText';
import { CreateCircleDialog } from './CreateCircleDialog';
import { DiscoverableCircles } from './DiscoverableCircles';

function NoCirclesYet({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('circles');
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', pb: 4 }}>
        <EmptyState
          icon={<GroupsRoundedIcon />}
          title={t('list.emptyTitle')}
          text={t('list.emptyText')}
        />
        <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={onCreate}>
          {t('createCircle')}
        </Button>
      </CardContent>
    </Card>
  );
}

/** The viewer's family circles, and the circles of their connections they may ask to join. */
export function CirclesPage() {
  const { t } = useTranslation('circles');
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(FamilyCirclesDocument, { fetchPolicy: 'cache-and-network' });
  const [creating, setCreating] = useState(false);
  const circles = data?.circles ?? [];
  const empty = Boolean(data) && circles.length === 0;

  let body;
  if (loading && !data) body = <CirclesSkeleton label={t('list.loading')} />;
  else if (error && !data) body = <QueryErrorAlert message={t('list.loadError')} onRetry={() => void refetch()} />;
  else if (empty) body = <NoCirclesYet onCreate={() => setCreating(true)} />;
  else body = <CircleGrid label={t('list.yours')} circles={circles} />;

  return (
    <Box>
      <PageHeader
        title={t('familyCircles')}
        intro={t('list.intro')}
        action={
          empty ? undefined : (
            <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={() => setCreating(true)}>
              {t('createCircle')}
            </Button>
          )
        }
      />
      <Box component="section" aria-labelledby="your-circles-title">
        <Typography id="your-circles-title" variant="h5" component="h2" sx={{ mb: 2 }}>
          {t('list.yours')}
        </Typography>
        {body}
      </Box>
      <DiscoverableCircles />
      <CreateCircleDialog open={creating} onClose={() => setCreating(false)} onCreated={(id) => void navigate(circlePath(id))} />
    </Box>
  );
}
