import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert';
import { DNA_PATH, kitAgreementsPath, kitPath } from '../dnaPaths';
import { DnaNotFound, isNotFound } from '../DnaNotFound';
import { DeleteKitDialog } from '../kits/DeleteKitDialog';
import { kitName, kitOwnerLine } from '../kits/kitName';
import { KitProgress } from '../kits/KitProgress';
import { COMPARING_POLL_MS, useComparingPoll } from '../useComparingPoll';
import { comparisonPending } from './comparisonPending';
import { ConsentSettings } from './ConsentSettings';
import { DnaKitPageDocument } from './kitPageQueries';
import { MatchList } from './MatchList';

/**
 * One kit at `/dna/kits/:id` (its matches) and `/dna/kits/:id/agreements` (its agreements to
 * match): whose it is and its comparisons' progress (asked for again while they run) above.
 */
export function KitView({ kitId, section, pollMs = COMPARING_POLL_MS }: { kitId: string; section: 'matches' | 'agreements'; pollMs?: number }) {
  const { t } = useTranslation('dna');
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(DnaKitPageDocument, { variables: { id: kitId }, fetchPolicy: 'cache-and-network' });
  const kit = data?.dnaKit;
  const comparing = kit ? comparisonPending(kit, kit.matchConsents) : false;
  useComparingPoll(comparing, pollMs, startPolling, stopPolling);

  if (!kit) {
    if (loading)
      return (
        <Stack spacing={2} role="status" aria-label={t('kitPage.loading')}>
          <Skeleton variant="text" width="50%" height={40} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      );
    if (isNotFound(error)) return <DnaNotFound title={t('kitPage.notFound')} />;
    return <QueryErrorAlert message={t('kitPage.failed')} onRetry={() => void refetch()} />;
  }

  const name = kitName(kit);
  return (
    <Box>
      <Link component={RouterLink} to={DNA_PATH} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1.5 }}>
        <ArrowBackRoundedIcon fontSize="small" />
        {t('kitPage.back')}
      </Link>
      <Box component="header" sx={{ mb: 2 }}>
        <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{kitOwnerLine(kit)}</Typography>
        <Box sx={{ mt: 1 }}>
          <KitProgress kit={comparing && kit.matchingStatus !== 'comparing' ? { ...kit, matchingStatus: 'comparing', comparedCount: 0, compareTotal: 0 } : kit} matchCount={kit.matches.length} />
        </Box>
        {kit.viewerCan.delete && (
          <Button color="error" size="small" startIcon={<DeleteOutlineRoundedIcon />} onClick={() => setDeleting(true)} sx={{ mt: 1, ml: -0.5 }}>
            {t('kit.delete')}
          </Button>
        )}
      </Box>
      <Tabs value={section} variant="scrollable" allowScrollButtonsMobile aria-label={t('kitPage.sections')} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="matches" label={t('kitPage.matchesTab', { count: kit.matches.length })} component={RouterLink} to={kitPath(kit.id)} id="dna-kit-tab-matches" aria-controls="dna-kit-panel" />
        <Tab value="agreements" label={t('kitPage.agreementsTab', { count: kit.matchConsents.length })} component={RouterLink} to={kitAgreementsPath(kit.id)} id="dna-kit-tab-agreements" aria-controls="dna-kit-panel" />
      </Tabs>
      <Box id="dna-kit-panel" role="tabpanel" aria-labelledby={`dna-kit-tab-${section}`}>
        {section === 'matches' ? <MatchList kitId={kit.id} matches={kit.matches} comparing={comparing} /> : <ConsentSettings kitId={kit.id} consents={kit.matchConsents} />}
      </Box>
      {deleting && <DeleteKitDialog kit={{ id: kit.id, name }} onClose={() => setDeleting(false)} onDeleted={() => void navigate(DNA_PATH)} />}
    </Box>
  );
}
