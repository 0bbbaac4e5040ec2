import { useTranslation } from 'react-i18next';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { percentDone, progressText, stepText, type GedcomJob } from './gedcomText';

/** Where a running job is: its step, a bar (measured once the number of records is known) and its speed. */
export function JobProgress({ job }: { job: GedcomJob }) {
  const { t } = useTranslation('gedcom');
  const percent = percentDone(job.progress);
  const step = stepText(job);
  return (
    <Stack spacing={1}>
      <Typography variant="body1">{step}</Typography>
      <LinearProgress
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
        aria-label={job.kind === 'import' ? t('progress.importLabel') : t('progress.exportLabel')}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="text.secondary" role="status">
        {progressText(job.progress)}
      </Typography>
    </Stack>
  );
}
