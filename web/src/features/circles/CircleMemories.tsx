import { useTranslation } from 'react-i18next';
import { Suspense, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { FamilyCircleDetailsFragment } from '../../gql/graphql';

/** What another feature shows for one circle (its memories grid, its upload button). */
export type CircleComponent = ComponentType<{ circleId: string }>;

interface CircleMemoriesProps {
  circle: FamilyCircleDetailsFragment;
  MemoryGrid?: CircleComponent;
  UploadButton?: CircleComponent;
}

/** The circle's memories, for its members; to others, what joining would give them. */
export function CircleMemories({ circle, MemoryGrid, UploadButton }: CircleMemoriesProps) {
  const { t } = useTranslation('circles');
  if (!circle.viewerRole) {
    return (
      <Card>
        <CardContent>
          <Typography color="text.secondary">
            {circle.viewerRequestedToJoin ? t('memories.membersOnlyAsked') : t('memories.membersOnly')}
          </Typography>
        </CardContent>
      </Card>
    );
  }
  if (!MemoryGrid && !UploadButton) return null;

  return (
    <Box component="section" aria-labelledby="circle-memories-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography id="circle-memories-title" variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          {t('memories.title')}
        </Typography>
        {UploadButton && circle.viewerCan.addMemories && (
          <Suspense fallback={null}>
            <UploadButton circleId={circle.id} />
          </Suspense>
        )}
      </Box>
      {MemoryGrid && (
        <Suspense fallback={null}>
          <MemoryGrid circleId={circle.id} />
        </Suspense>
      )}
    </Box>
  );
}
