import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ServerStatusQuery } from '../../gql/graphql';
import { errorMessageOf } from '../../apollo/errors';
import { useToast } from '../../components/toast';
import { formatDateTime } from '../../lib/dates';
import { formatFileSize } from '../../lib/fileSize';
import { formatNumber, tKey } from '../../lib/i18n';
import { RunBackupDocument, ServerStatusDocument } from './serverStatusQuery';

type Status = ServerStatusQuery['serverStatus'];
type Run = Status['backups'][number];

const STATE_LABEL: Record<Run['state'], { label: string; color: 'default' | 'info' | 'success' | 'error' }> = {
  queued: { label: tKey('admin:backups.state.queued'), color: 'default' },
  running: { label: tKey('admin:backups.state.running'), color: 'info' },
  done: { label: tKey('admin:backups.state.done'), color: 'success' },
  failed: { label: tKey('admin:backups.state.failed'), color: 'error' },
};

/** Whether a backup is still being made (the page then looks again every few seconds). */
export const backupInProgress = (backups: Run[]) => backups.some((b) => b.state === 'queued' || b.state === 'running');

/** The server's own backups: when they run, the latest ones with their downloads, and "Back up now". */
export function BackupsCard({ backups, backupSchedule, backupKeep }: Pick<Status, 'backups' | 'backupSchedule' | 'backupKeep'>) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [run, { loading }] = useMutation(RunBackupDocument, { refetchQueries: [ServerStatusDocument] });
  const busy = loading || backupInProgress(backups);
  const start = async () => {
    try {
      await run();
      toast({ title: t('backups.started'), text: t('backups.startedText'), variant: 'success' });
    } catch (e) {
      toast({ title: t('backups.notStarted'), text: errorMessageOf(e, t('backups.startFailed')), variant: 'error' });
    }
  };
  const last = backups.find((b) => b.state === 'done');
  return (
    <Card component="section" aria-labelledby="backups-title">
      <CardContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mb: 1 }}>
          <Box sx={{ flexGrow: 1, minWidth: 220 }}>
            <Typography id="backups-title" variant="h6" component="h2">
              {t('backups.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {last ? t('backups.last', { date: formatDateTime(last.finishedAt) }) : t('backups.noneYet')}{' '}
              {backupSchedule
                ? t('backups.scheduled', { schedule: backupSchedule, count: backupKeep, keep: formatNumber(backupKeep) })
                : t('backups.manual', { count: backupKeep, keep: formatNumber(backupKeep) })}
            </Typography>
          </Box>
          <Button variant="contained" onClick={() => void start()} disabled={busy}>
            {busy ? t('backups.backingUp') : t('backups.now')}
          </Button>
        </Box>
        {backupInProgress(backups) && <LinearProgress aria-label={t('backups.inProgress')} sx={{ my: 1.5 }} />}
        {backups.length > 0 && (
          <Stack component="ul" aria-label={t('backups.latest')} spacing={1} sx={{ m: 0, mt: 1.5, p: 0, listStyle: 'none' }}>
            {backups.map((backup) => (
              <Box component="li" key={backup.id} sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}>
                <Chip size="small" label={t(STATE_LABEL[backup.state].label)} color={STATE_LABEL[backup.state].color} />
                <Box sx={{ flexGrow: 1, minWidth: 200 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {formatDateTime(backup.createdAt)} · {backup.trigger === 'scheduled' ? t('backups.onSchedule') : t('backups.askedFor')}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {backup.state === 'failed'
                      ? backup.error
                      : backup.size != null
                        ? t('backups.size', { size: formatFileSize(backup.size), count: backup.files ?? 0, files: formatNumber(backup.files ?? 0) })
                        : t('backups.writing')}
                  </Typography>
                </Box>
                {backup.downloadUrl && (
                  <Button size="small" variant="outlined" href={backup.downloadUrl} download aria-label={t('backups.downloadLabel', { date: formatDateTime(backup.createdAt) })}>
                    {t('backups.download')}
                  </Button>
                )}
              </Box>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
