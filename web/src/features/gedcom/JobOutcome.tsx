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
  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>{children}</Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button color="inherit" onClick={onClose}>
          Close
        </Button>
        {next}
      </DialogActions>
    </>
  );
}

/** A finished import: what was read, the report, and the way to the tree. What is on screen is read again, the tree having changed. */
export function ImportDone({ job, onClose, onOpenTree }: OutcomeProps & { onOpenTree: (treeId: string) => void }) {
  const client = useApolloClient();
  useEffect(() => {
    void client.refetchQueries({ include: 'active', onQueryUpdated: (query) => query.queryName !== 'GedcomJob' });
  }, [client]);
  const open = job.treeId && (
    <Button variant="contained" onClick={() => onOpenTree(job.treeId!)}>
      Open the tree
    </Button>
  );
  return (
    <JobStep onClose={onClose} next={open}>
      <Alert severity="success">
        {job.fileName} was imported{job.counts ? `: ${countsText(job.counts)}.` : '.'}
      </Alert>
      <JobReport report={job.report} />
    </JobStep>
  );
}

/** A finished export: what the file holds, the button that downloads it and until when; once the file is gone, the way to a new one. */
export function ExportDone({ job, onClose, onRetry }: OutcomeProps & { onRetry: () => void }) {
  if (!job.downloadUrl) {
    const again = (
      <Button variant="contained" onClick={onRetry}>
        Export again
      </Button>
    );
    return (
      <JobStep onClose={onClose} next={again}>
        <Alert severity="info">The file of this export is no longer kept. Export the tree again for a new one.</Alert>
      </JobStep>
    );
  }
  const download = (
    <Button variant="contained" component="a" href={job.downloadUrl} download={job.fileName} startIcon={<DownloadRoundedIcon />}>
      Download
    </Button>
  );
  return (
    <JobStep onClose={onClose} next={download}>
      <Alert severity="success">
        {job.fileName} is ready{job.counts ? `: ${countsText(job.counts)}.` : '.'}
      </Alert>
      {job.fileExpiresAt && (
        <Typography variant="body2" color="text.secondary">
          The file is kept until {formatDate(job.fileExpiresAt)}.
        </Typography>
      )}
    </JobStep>
  );
}

/** A failed or cancelled job: why, in a sentence, what the report says, and a way to start again. */
export function JobEnded({ job, onClose, onRetry }: OutcomeProps & { onRetry: () => void }) {
  const retry = (
    <Button variant="contained" onClick={onRetry}>
      Try again
    </Button>
  );
  return (
    <JobStep onClose={onClose} next={retry}>
      <Alert severity={job.state === 'failed' ? 'error' : 'info'}>{endedText(job)}</Alert>
      {job.report.length > 0 && <JobReport report={job.report} />}
    </JobStep>
  );
}
