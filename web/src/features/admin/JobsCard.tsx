import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ServerStatusQuery } from '../../gql/graphql';
import { errorMessageOf } from '../../apollo/errors';
import { useToast } from '../../components/toast';
import { formatDateTime } from '../../lib/dates';
import { formatFileSize } from '../../lib/fileSize';
import { formatNumber } from '../../lib/i18n';
import { RetryJobDocument, ServerStatusDocument } from './serverStatusQuery';

type Status = ServerStatusQuery['serverStatus'];

/** A count with its label, large. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 96 }}>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/** What the files take up, and the background job queue with its failed jobs to try again. */
export function JobsCard({ storage, jobs }: Pick<Status, 'storage' | 'jobs'>) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [retry] = useMutation(RetryJobDocument, { refetchQueries: [ServerStatusDocument] });
  const [pending, setPending] = useState<string | null>(null);
  const tryAgain = async (id: string) => {
    setPending(id);
    try {
      const { data } = await retry({ variables: { id } });
      toast(data?.retryJob ? { title: t('jobs.retried'), variant: 'success' } : { title: t('jobs.notFailed'), variant: 'info' });
    } catch (e) {
      toast({ title: t('jobs.notRetried'), text: errorMessageOf(e, t('jobs.retryFailed')), variant: 'error' });
    } finally {
      setPending(null);
    }
  };
  return (
    <Card component="section" aria-labelledby="jobs-title">
      <CardContent>
        <Typography id="jobs-title" variant="h6" component="h2" gutterBottom>
          {t('jobs.title')}
        </Typography>
        <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap', mb: 2 }}>
          <Figure label={t('jobs.inFiles', { count: storage.files, files: storage.files })} value={formatFileSize(storage.bytes)} />
          <Figure label={t('jobs.waiting')} value={formatNumber(jobs.waiting)} />
          <Figure label={t('jobs.running')} value={formatNumber(jobs.running)} />
          <Figure label={t('jobs.failed')} value={formatNumber(jobs.failed)} />
        </Stack>
        {jobs.failedJobs.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('jobs.noFailed')}
          </Typography>
        ) : (
          <Stack component="ul" aria-label={t('jobs.failedList')} spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {jobs.failedJobs.map((job) => (
              <Box component="li" key={job.id} sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}>
                <Box sx={{ flexGrow: 1, minWidth: 200 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {job.task}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {[
                      job.lastError ?? t('jobs.noError'),
                      t('jobs.tried', { count: job.attempts, shown: formatNumber(job.attempts) }),
                      formatDateTime(job.failedAt),
                    ].join(' · ')}
                  </Typography>
                </Box>
                <Button size="small" variant="outlined" disabled={pending === job.id} onClick={() => void tryAgain(job.id)} aria-label={t('jobs.tryAgainLabel', { task: job.task })}>
                  {t('jobs.tryAgain')}
                </Button>
              </Box>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
