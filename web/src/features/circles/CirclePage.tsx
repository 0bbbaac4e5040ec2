import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { CircleHeader } from './CircleHeader';
import { CircleMembersCard } from './CircleMembersCard';
import { CircleMemories, type CircleComponent } from './CircleMemories';
import { CircleNotFound } from './CircleNotFound';
import { CirclePageSkeleton } from './CirclePageSkeleton';
import { FamilyCircleDocument } from './circleQueries';
import { JoinRequestsCard } from './JoinRequestsCard';
import { useMarkCircleOpened } from './useMarkCircleOpened';

interface CirclePageProps {
  /** The circle's memories, from their own feature; without it the page shows none. */
  MemoryGrid?: CircleComponent;
  /** Adds a memory to the circle, from the memories feature. */
  UploadButton?: CircleComponent;
}

function isNotFound(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');
}

/** One family circle at `/circles/:id`: who is in it, its memories, and what the viewer may do. */
export function CirclePage({ MemoryGrid, UploadButton }: CirclePageProps) {
  const { t } = useTranslation('circles');
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(FamilyCircleDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const circle = data?.circle;
  useMarkCircleOpened(circle?.id, Boolean(circle?.viewerRole));

  if (!circle) {
    if (loading) return <CirclePageSkeleton />;
    if (isNotFound(error)) return <CircleNotFound />;
    return <QueryErrorAlert message={t('page.loadError')} onRetry={() => void refetch()} />;
  }

  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <CircleHeader circle={circle} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' }, alignItems: 'start' }}>
        <Box sx={{ minWidth: 0 }}>
          <CircleMemories circle={circle} MemoryGrid={MemoryGrid} UploadButton={UploadButton} />
        </Box>
        <Stack spacing={3} component="aside" aria-label={t('page.people')}>
          {circle.viewerCan.manageMembers && <JoinRequestsCard circleId={circle.id} />}
          <CircleMembersCard circle={circle} />
        </Stack>
      </Box>
    </Stack>
  );
}
