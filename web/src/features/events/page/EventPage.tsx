import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert';
import { FamilyEventDocument } from '../eventQueries';
import { EventHeader } from './EventHeader';
import { EventNotFound } from './EventNotFound';
import { EventPageSkeleton } from './EventPageSkeleton';
import { EventPhotos } from './EventPhotos';
import { InviteesCard } from './InviteesCard';
import { RsvpCard } from './RsvpCard';

function isNotFound(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');
}

/** One family event at `/events/:id`: its details and photos, who is invited and how they answered. */
export function EventPage() {
  const { t } = useTranslation('events');
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(FamilyEventDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const event = data?.familyEvent;

  if (!event) {
    if (loading) return <EventPageSkeleton />;
    if (isNotFound(error)) return <EventNotFound />;
    return <QueryErrorAlert message={t('page.failed')} onRetry={() => void refetch()} />;
  }

  return (
    <Stack spacing={{ xs: 3, md: 4 }} sx={{ maxWidth: 1100, mx: 'auto' }}>
      <EventHeader event={event} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' }, alignItems: 'start' }}>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          {event.description && (
            <Box component="section" aria-labelledby="event-about-title">
              <Typography id="event-about-title" variant="h6" component="h2" sx={{ mb: 1 }}>
                {t('page.about')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{event.description}</Typography>
            </Box>
          )}
          <EventPhotos photos={event.photos} />
          {!event.description && event.photos.length === 0 && (
            <Typography color="text.secondary">{event.viewerCan.update ? t('page.nothingYetOrganizer') : t('page.nothingYet')}</Typography>
          )}
        </Stack>
        <Stack spacing={3} component="aside" aria-label={t('page.whoIsComing')}>
          <RsvpCard event={event} />
          <InviteesCard event={event} />
        </Stack>
      </Box>
    </Stack>
  );
}
