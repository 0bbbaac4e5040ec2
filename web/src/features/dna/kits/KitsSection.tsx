import { useQuery } from '@apollo/client/react';
import { COMPARING_POLL_MS, useComparingPoll } from '../useComparingPoll';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BiotechRoundedIcon from '@mui/icons-material/BiotechRounded';
import UploadFileRoundedIcon from '@mui/icons-material/UploadFileRounded';
import { EmptyState } from '../../../components/EmptyState';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert';
import { KitCard } from './KitCard';
import { MyDnaKitsDocument } from './kitQueries';

/**
 * The viewer's kits, newest first, each with its comparisons' progress (asked for again while one
 * is being compared), and the way to upload another.
 */
export function KitsSection({ onUpload, pollMs = COMPARING_POLL_MS }: { onUpload: () => void; pollMs?: number }) {
  const { t } = useTranslation('dna');
  const { data, error, refetch, startPolling, stopPolling } = useQuery(MyDnaKitsDocument, { fetchPolicy: 'cache-and-network' });
  const kits = data?.myDnaKits;
  const comparing = kits?.some((kit) => kit.matchingStatus === 'comparing') ?? false;
  useComparingPoll(comparing, pollMs, startPolling, stopPolling);

  let content;
  if (!kits && error) content = <QueryErrorAlert message={t('kits.loadFailed')} onRetry={() => void refetch()} />;
  else if (!kits)
    content = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('kits.loading')} />
      </Box>
    );
  else if (kits.length === 0)
    content = (
      <Box>
        <EmptyState icon={<BiotechRoundedIcon />} title={t('kits.emptyTitle')} text={t('kits.emptyText')} />
        <Box sx={{ textAlign: 'center' }}>
          <Button variant="contained" startIcon={<UploadFileRoundedIcon />} onClick={onUpload}>
            {t('upload.open')}
          </Button>
        </Box>
      </Box>
    );
  else
    content = (
      <Stack spacing={2}>
        {kits.map((kit) => (
          <KitCard key={kit.id} kit={kit} />
        ))}
      </Stack>
    );

  return (
    <Box component="section" aria-labelledby="dna-kits-title">
      <Typography id="dna-kits-title" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('kits.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {t('kits.private')}
      </Typography>
      {content}
    </Box>
  );
}
