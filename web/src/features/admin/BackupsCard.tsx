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
import { RunBackupDocument, ServerStatusDocument } from './serverStatusQuery';

type Status = ServerStatusQuery['serverStatus'];
type Run = Status['backups'][number];

const STATE_LABEL: Record<Run['state'], { label: string; color: 'default' | 'info' | 'success' | 'error' }> = {
  queued: { label: 'Waiting', color: 'default' },
  running: { label: 'Running', color: 'info' },
  done: { label: 'Done', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

/** Whether a backup is still being made (the page then looks again every few seconds). */
export const backupInProgress = (backups: Run[]) => backups.some((b) => b.state === 'queued' || b.state === 'running');

/** The server's own backups: when they run, the latest ones with their downloads, and "Back up now". */
export function BackupsCard({ backups, backupSchedule, backupKeep }: Pick<Status, 'backups' | 'backupSchedule' | 'backupKeep'>) {
  const toast = useToast();
  const [run, { loading }] = useMutation(RunBackupDocument, { refetchQueries: [ServerStatusDocument] });
  const busy = loading || backupInProgress(backups);
  const start = async () => {
    try {
      await run();
      toast({ title: 'The backup has started', text: 'It appears below when it is done.', variant: 'success' });
    } catch (e) {
      toast({ title: 'No backup', text: errorMessageOf(e, 'The backup could not be started. Please try again.'), variant: 'error' });
    }
  };
  const last = backups.find((b) => b.state === 'done');
  return (
    <Card component="section" aria-labelledby="backups-title">
      <CardContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mb: 1 }}>
          <Box sx={{ flexGrow: 1, minWidth: 220 }}>
            <Typography id="backups-title" variant="h6" component="h2">
              Backups
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {last ? `Last backup ${formatDateTime(last.finishedAt)}.` : 'No backup yet.'}{' '}
              {backupSchedule ? `Runs by itself on the schedule “${backupSchedule}” (UTC);` : 'Runs only when you ask (set BACKUP_SCHEDULE to run on a schedule);'} the
              latest {backupKeep} are kept in the server’s storage.
            </Typography>
          </Box>
          <Button variant="contained" onClick={() => void start()} disabled={busy}>
            {busy ? 'Backing up…' : 'Back up now'}
          </Button>
        </Box>
        {backupInProgress(backups) && <LinearProgress aria-label="Backup in progress" sx={{ my: 1.5 }} />}
        {backups.length > 0 && (
          <Stack component="ul" aria-label="Latest backups" spacing={1} sx={{ m: 0, mt: 1.5, p: 0, listStyle: 'none' }}>
            {backups.map((backup) => (
              <Box component="li" key={backup.id} sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}>
                <Chip size="small" label={STATE_LABEL[backup.state].label} color={STATE_LABEL[backup.state].color} />
                <Box sx={{ flexGrow: 1, minWidth: 200 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {formatDateTime(backup.createdAt)} · {backup.trigger === 'scheduled' ? 'on schedule' : 'asked for'}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {backup.state === 'failed' ? backup.error : backup.size != null ? `${formatFileSize(backup.size)}, ${backup.files ?? 0} files` : 'Being written…'}
                  </Typography>
                </Box>
                {backup.downloadUrl && (
                  <Button size="small" variant="outlined" href={backup.downloadUrl} download aria-label={`Download the backup of ${formatDateTime(backup.createdAt)}`}>
                    Download
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
