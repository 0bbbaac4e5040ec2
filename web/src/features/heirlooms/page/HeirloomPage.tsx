import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DiamondRoundedIcon from '@mui/icons-material/DiamondRounded';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert';
import { HeirloomDocument } from '../heirloomQueries';
import { formatValue, HEIRLOOMS_PATH } from '../heirloomText';
import { HeirloomDocuments } from './HeirloomDocuments';
import { HeirloomHeader } from './HeirloomHeader';
import { HeirloomJourney } from './HeirloomJourney';
import { HeirloomPhotos } from './HeirloomPhotos';

const isNotFound = (error: unknown) => CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');

/** An heirloom that does not exist, or that the viewer may not read: the two look alike on purpose. */
function HeirloomNotFound() {
  const { t } = useTranslation('heirlooms');
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', textAlign: 'center', py: { xs: 6, md: 12 } }}>
      <Box sx={{ maxWidth: 480 }}>
        <DiamondRoundedIcon color="primary" sx={{ fontSize: 64, mb: 2 }} />
        <Typography variant="h4" component="h1" gutterBottom>
          {t('notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t('notFound.text')}
        </Typography>
        <Button variant="contained" component={RouterLink} to={HEIRLOOMS_PATH}>
          {t('notFound.back')}
        </Button>
      </Box>
    </Box>
  );
}

/** A text section of the page (its description, its story). */
function TextSection({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{text}</Typography>
    </Box>
  );
}

/**
 * One heirloom at `/heirlooms/:id`: what it is and its story, its photos and documents, and beside
 * them its journey from owner to owner and (for the tree's owner and editors) what it is worth.
 */
export function HeirloomPage() {
  const { t } = useTranslation('heirlooms');
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(HeirloomDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const heirloom = data?.heirloom;

  if (!heirloom) {
    if (loading)
      return (
        <Stack spacing={2} sx={{ maxWidth: 1100, mx: 'auto' }} role="status" aria-label={t('page.loading')}>
          <Skeleton variant="text" width="60%" height={56} />
          <Skeleton variant="rounded" height={220} />
        </Stack>
      );
    if (isNotFound(error)) return <HeirloomNotFound />;
    return <QueryErrorAlert message={t('page.failed')} onRetry={() => void refetch()} />;
  }

  const nothing = !heirloom.description && !heirloom.story && heirloom.photos.length === 0 && heirloom.documents.length === 0 && !heirloom.viewerCan.update;
  return (
    <Stack spacing={{ xs: 3, md: 4 }} sx={{ maxWidth: 1100, mx: 'auto' }}>
      <HeirloomHeader heirloom={heirloom} />
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' }, alignItems: 'start' }}>
        <Stack spacing={3} component="aside" aria-label={t('page.aside')} sx={{ gridColumn: { md: 2 }, gridRow: { md: 1 } }}>
          <Paper variant="outlined" sx={{ p: 2.5 }}>
            <HeirloomJourney heirloom={heirloom} />
          </Paper>
          {heirloom.viewerCan.seeValue && (
            <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-labelledby="heirloom-value-title">
              <Typography id="heirloom-value-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
                {t('value.title')}
              </Typography>
              <Typography sx={{ fontSize: '1.25rem', fontWeight: 600 }}>{heirloom.value ? formatValue(heirloom.value) : t('value.none')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('value.private')}
              </Typography>
            </Paper>
          )}
        </Stack>
        <Stack spacing={3} sx={{ minWidth: 0, gridColumn: { md: 1 }, gridRow: { md: 1 } }}>
          {heirloom.description && <TextSection id="heirloom-description-title" title={t('page.description')} text={heirloom.description} />}
          {heirloom.story && <TextSection id="heirloom-story-title" title={t('page.story')} text={heirloom.story} />}
          <HeirloomPhotos heirloom={heirloom} />
          <HeirloomDocuments heirloom={heirloom} />
          {nothing && <Typography color="text.secondary">{t('page.nothingYet')}</Typography>}
        </Stack>
      </Box>
    </Stack>
  );
}
