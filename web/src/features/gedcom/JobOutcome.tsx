import { useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import { countsText, endedText, type GedcomJob } from './gedcomText';
import { JobReport } from './JobReport';

interface OutcomeProps {
  job: GedcomJob;
  onClose: () => void;
}

/** A finished import: what was read, the report, and the way to the tree. What is on screen is read again, the tree having changed. */
export function ImportDone({ job, onClose, onOpenTree }: OutcomeProps & { onOpenTree: (treeId: string) => void }) {
  const client = useApolloClient();
  useEffect(() => {
    void client.refetchQueries({ include: 'active', onQueryUpdated: (query) => query.queryName !== 'GedcomJob' });
  }, [client]);
  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Alert severity="success">
            {job.fileName} was imported{job.counts ? `: ${countsText(job.counts)}.` : '.'}
          </Alert>
          <JobReport report={job.report} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button color="inherit" onClick={onClose}>
          Close
        </Button>
        {job.treeId && (
          <Button variant="contained" onClick={() => onOpenTree(job.treeId!)}>
            Open the tree
          </Button>
        )}
      </DialogActions>
    </>
  );
}

/** A finished export: what the file holds, and the button that downloads it. */
export function ExportDone({ job, onClose }: OutcomeProps) {
  return (
    <>
      <DialogContent dividers>
        <Alert severity="success">
          {job.fileName} is ready{job.counts ? `: ${countsText(job.counts)}.` : '.'}
        </Alert>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button color="inherit" onClick={onClose}>
          Close
        </Button>
        {job.downloadUrl && (
          <Button variant="contained" component="a" href={job.downloadUrl} download={job.fileName} startIcon={<DownloadRoundedIcon />}>
            Download
          </Button>
        )}
      </DialogActions>
    </>
  );
}

/** A failed or cancelled job: why, in a sentence, what the report says, and a way to start again. */
export function JobEnded({ job, onClose, onRetry }: OutcomeProps & { onRetry: () => void }) {
  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Alert severity={job.state === 'failed' ? 'error' : 'info'}>{endedText(job)}</Alert>
          {job.report.length > 0 && <JobReport report={job.report} />}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button color="inherit" onClick={onClose}>
          Close
        </Button>
        <Button variant="contained" onClick={onRetry}>
          Try again
        </Button>
      </DialogActions>
    </>
  );
}
