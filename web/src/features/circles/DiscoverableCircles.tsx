import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { AskToJoinButton } from './AskToJoinButton';
import { CircleGrid } from './CircleCard';
import { DiscoverableFamilyCirclesDocument } from './circleQueries';
import { CirclesSkeleton } from './CirclesSkeleton';

/** Circles of the viewer's connections that are not private, which the viewer may ask to join. */
export function DiscoverableCircles() {
  const { t } = useTranslation('circles');
  const { data, loading, error, refetch } = useQuery(DiscoverableFamilyCirclesDocument, { fetchPolicy: 'cache-and-network' });
  const circles = data?.discoverableCircles ?? [];

  let body;
  if (loading && !data) body = <CirclesSkeleton label={t('discover.loading')} cards={2} />;
  else if (error && !data) body = <QueryErrorAlert message={t('discover.loadError')} onRetry={() => void refetch()} />;
  else if (circles.length === 0) {
    body = (
      <Typography color="text.secondary">
        {t('discover.empty')}
      </Typography>
    );
  } else {
    body = (
      <CircleGrid
        label={t('discover.title')}
        circles={circles}
        actionsFor={(circle) => <AskToJoinButton circle={circle} />}
      />
    );
  }

  return (
    <Box component="section" aria-labelledby="discoverable-circles-title" sx={{ mt: { xs: 4, md: 6 } }}>
      <Typography id="discoverable-circles-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('discover.title')}
      </Typography>
      {body}
    </Box>
  );
}
