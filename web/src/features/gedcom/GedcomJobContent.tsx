import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import type { GedcomJobKind } from '../../gql/graphql';
import { GEDCOM_TITLE_ID, isRunning, TITLE } from './gedcomText';
import { ExportDone, ImportDone, JobEnded, JobStep } from './JobOutcome';
import { JobProgress } from './JobProgress';
import { MergePreview } from './MergePreview';
import { useCancelJob } from './useCancelJob';
import { useGedcomJob } from './useGedcomJob';

interface GedcomJobContentProps {
  jobId: string;
  onClose: () => void;
  /** Back to the form of the same kind, to start again. */
  onRetry: (kind: GedcomJobKind) => void;
  onOpenTree: (treeId: string) => void;
}

/** One job in the dialog, whatever its state: progress, merge preview, result or why it ended. */
export function GedcomJobContent({ jobId, onClose, onRetry, onOpenTree }: GedcomJobContentProps) {
  const { t } = useTranslation('gedcom');
  const { job, loading, error, refetch } = useGedcomJob(jobId);
  const { cancel, cancelling, cancelError } = useCancelJob(jobId);

  let body;
  if (!job) {
    body = (
      <JobStep onClose={onClose}>
        {loading ? (
          <Stack spacing={1} role="status" aria-label={t('job.loading')} aria-busy="true">
            <Skeleton variant="text" width="50%" />
            <Skeleton variant="rounded" height={8} />
          </Stack>
        ) : (
          <QueryErrorAlert message={error ? t('job.loadError') : t('job.notFound')} onRetry={() => void refetch()} />
        )}
      </JobStep>
    );
  } else if (isRunning(job.state) || (job.state === 'awaiting_choices' && !job.preview)) {
    body = (
      <JobStep
        onClose={onClose}
        next={
          <Button color="error" onClick={cancel} disabled={cancelling}>
            {job.kind === 'import' ? t('job.cancelImport') : t('job.cancelExport')}
          </Button>
        }
      >
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {job.fileName}
        </Typography>
        <JobProgress job={job} />
        {error && <Alert severity="warning">{t('job.notAnswering')}</Alert>}
        {cancelError && <Alert severity="error">{cancelError}</Alert>}
        <Typography variant="body2" color="text.secondary">
          {job.kind === 'import'
            ? t('job.importGoesOn')
            : t('job.exportGoesOn')}
        </Typography>
      </JobStep>
    );
  } else if (job.state === 'awaiting_choices') {
    body = <MergePreview job={job} />;
  } else if (job.state === 'done') {
    body = job.kind === 'import' ? <ImportDone job={job} onClose={onClose} onOpenTree={onOpenTree} /> : <ExportDone job={job} onClose={onClose} onRetry={() => onRetry(job.kind)} />;
  } else {
    body = <JobEnded job={job} onClose={onClose} onRetry={() => onRetry(job.kind)} />;
  }

  return (
    <>
      <DialogTitle id={GEDCOM_TITLE_ID}>{job ? t(TITLE[job.kind]) : t('job.title')}</DialogTitle>
      {body}
    </>
  );
}
