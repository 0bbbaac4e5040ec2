import { useTranslation } from 'react-i18next';
import { useEffect, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import { countsText, endedText, type GedcomJob } from './gedcomText';
import { JobReport } from './JobReport';
import { formatDate } from '../../lib/dates';

interface OutcomeProps {
  job: GedcomJob;
  onClose: () => void;
}

/** A job's state in the dialog: what it says, then Close and the step that follows (if any). */
export function JobStep({ children, onClose, next }: { children: ReactNode; onClose: () => void; next?: ReactNode }) {
  const { t } = useTranslation('gedcom');
  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>{children}</Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button color="inherit" onClick={onClose}>
          {t('outcome.close')}
        </Button>
        {next}
      </DialogActions>
    </>
  );
}

/** A finished import: what was read, the report, and the way to the tree. What is on screen is read again, the tree having changed. */
export function ImportDone({ job, onClose, onOpenTree }: OutcomeProps & { onOpenTree: (treeId: string) => void }) {
  const { t } = useTranslation('gedcom');
  const client = useApolloClient();
  useEffect(() => {
    void client.refetchQueries({ include: 'active', onQueryUpdated: (query) => query.queryName !== 'GedcomJob' });
  }, [client]);
  const open = job.treeId && (
    <Button variant="contained" onClick={() => onOpenTree(job.treeId!)}>
      {t('outcome.openTree')}
    </Button>
  );
  return (
    <JobStep onClose={onClose} next={open}>
      <Alert severity="success">
        {job.counts ? t('outcome.imported', { file: job.fileName, counts: countsText(job.counts) }) : t('outcome.importedNoCounts', { file: job.fileName })}
      </Alert>
      <JobReport report={job.report} />
    </JobStep>
  );
}

/** A finished export: what the file holds, the button that downloads it and until when; once the file is gone, the way to a new one. */
export function ExportDone({ job, onClose, onRetry }: OutcomeProps & { onRetry: () => void }) {
  const { t } = useTranslation('gedcom');
  if (!job.downloadUrl) {
    const again = (
      <Button variant="contained" onClick={onRetry}>
        {t('outcome.exportAgain')}
      </Button>
    );
    return (
      <JobStep onClose={onClose} next={again}>
        <Alert severity="info">{t('outcome.gone')}</Alert>
      </JobStep>
    );
  }
  const download = (
    <Button variant="contained" component="a" href={job.downloadUrl} download={job.fileName} startIcon={<DownloadRoundedIcon />}>
      {t('outcome.download')}
    </Button>
  );
  return (
    <JobStep onClose={onClose} next={download}>
      <Alert severity="success">
        {job.counts ? t('outcome.ready', { file: job.fileName, counts: countsText(job.counts) }) : t('outcome.readyNoCounts', { file: job.fileName })}
      </Alert>
      {job.fileExpiresAt && (
        <Typography variant="body2" color="text.secondary">
          {t('outcome.keptUntil', { date: formatDate(job.fileExpiresAt) })}
        </Typography>
      )}
    </JobStep>
  );
}

/** A failed or cancelled job: why, in a sentence, what the report says, and a way to start again. */
export function JobEnded({ job, onClose, onRetry }: OutcomeProps & { onRetry: () => void }) {
  const { t } = useTranslation('gedcom');
  const retry = (
    <Button variant="contained" onClick={onRetry}>
      {t('outcome.tryAgain')}
    </Button>
  );
  return (
    <JobStep onClose={onClose} next={retry}>
      <Alert severity={job.state === 'failed' ? 'error' : 'info'}>{endedText(job)}</Alert>
      {job.report.length > 0 && <JobReport report={job.report} />}
    </JobStep>
  );
}
