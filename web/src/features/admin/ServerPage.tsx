import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { PageHeader } from '../../components/PageHeader';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { BackupsCard, backupInProgress } from './BackupsCard';
import { ChallengeCatalogueSection } from './ChallengeCatalogueSection';
import { JobsCard } from './JobsCard';
import { RegistrationCard } from './RegistrationCard';
import { ServerStatusDocument } from './serverStatusQuery';
import { SettingsCard } from './SettingsCard';

/** How often the page looks again while a backup is being made. */
const WHILE_BACKING_UP_MS = 2_000;

/** The administrator's view of the server: who may join, storage and jobs, backups, version and settings, and the catalogue's challenges. */
export function ServerPage() {
  const { t } = useTranslation('admin');
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(ServerStatusDocument);
  const status = data?.serverStatus;
  const backingUp = status ? backupInProgress(status.backups) : false;
  useEffect(() => {
    if (!backingUp) return;
    startPolling(WHILE_BACKING_UP_MS);
    return () => stopPolling();
  }, [backingUp, startPolling, stopPolling]);

  return (
    <Box>
      <PageHeader title={t('server.title')} intro={t('server.intro')} />
      {!status && loading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress size={28} aria-label={t('server.loading')} />
        </Box>
      ) : !status ? (
        <QueryErrorAlert message={error ? t('server.loadError') : t('server.nothing')} onRetry={() => void refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
          <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
            <RegistrationCard registration={data.signInOptions.registration} />
            <JobsCard storage={status.storage} jobs={status.jobs} />
            <BackupsCard backups={status.backups} backupSchedule={status.backupSchedule} backupKeep={status.backupKeep} />
          </Box>
          <SettingsCard version={status.version} startedAt={status.startedAt} settings={status.settings} />
        </Box>
      )}
      {/* Its own query: the catalogue shows and switches whether or not the server's status loaded. */}
      <Box sx={{ mt: { xs: 2, md: 3 } }}>
        <ChallengeCatalogueSection />
      </Box>
    </Box>
  );
}
