import { Trans, useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessageOf } from '../../apollo/errors';
import { SubmitButton } from '../../components/SubmitButton';
import type { GedcomSide } from '../../gql/graphql';
import { ConflictTable } from './ConflictTable';
import { ResolveGedcomMergeDocument } from './gedcomQueries';
import { previewText, type GedcomJob } from './gedcomText';
import { useCancelJob } from './useCancelJob';
import { formatDate } from '../../lib/dates';
import { formatNumber } from '../../lib/i18n';

/**
 * What a merge would do, before anything is written: the figures, then each field changed on both
 * sides with the side to keep. "All mine" / "All theirs" set the side of every conflict, including
 * those not listed; a row's own choice overrides it.
 */
export function MergePreview({ job }: { job: GedcomJob }) {
  const { t } = useTranslation('gedcom');
  const preview = job.preview!;
  const [otherwise, setOtherwise] = useState<GedcomSide>('mine');
  const [picked, setPicked] = useState<Record<string, GedcomSide>>({});
  const [resolve, { loading, error }] = useMutation(ResolveGedcomMergeDocument);
  const { cancel, cancelling, cancelError } = useCancelJob(job.id);
  const busy = loading || cancelling;

  const sideOf = (id: string) => picked[id] ?? otherwise;
  const choose = (id: string, side: GedcomSide) =>
    setPicked((current) => {
      const next = { ...current };
      if (side === otherwise) delete next[id];
      else next[id] = side;
      return next;
    });
  const chooseAll = (side: GedcomSide) => {
    setOtherwise(side);
    setPicked({});
  };

  const confirm = () => {
    const choices = Object.entries(picked).map(([conflictId, take]) => ({ conflictId, take }));
    void resolve({ variables: { jobId: job.id, choices, otherwise } }).catch(() => undefined);
  };

  const unlisted = preview.conflictCount - preview.conflicts.length;
  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography>
            <Trans t={t} i18nKey="merge.intro" values={{ file: job.fileName, summary: previewText(preview) }} components={{ strong: <strong /> }} />
          </Typography>
          {job.fileExpiresAt && (
            <Typography variant="body2" color="text.secondary">
              {t('merge.expires', { date: formatDate(job.fileExpiresAt) })}
            </Typography>
          )}
          {preview.conflictCount === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('merge.noConflicts')}
            </Typography>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary">
                {t('merge.conflictsIntro')}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button variant="outlined" size="small" onClick={() => chooseAll('mine')} disabled={busy}>
                  {t('merge.allMine')}
                </Button>
                <Button variant="outlined" size="small" onClick={() => chooseAll('theirs')} disabled={busy}>
                  {t('merge.allTheirs')}
                </Button>
              </Box>
              <ConflictTable conflicts={preview.conflicts} sideOf={sideOf} onChoose={choose} disabled={busy} />
              {unlisted > 0 && (
                <Typography variant="body2" color="text.secondary">
                  {otherwise === 'mine'
                    ? t('merge.unlistedMine', { count: unlisted, shown: formatNumber(unlisted) })
                    : t('merge.unlistedTheirs', { count: unlisted, shown: formatNumber(unlisted) })}
                </Typography>
              )}
            </>
          )}
          {error && <Alert severity="error">{errorMessageOf(error, t('merge.failed'))}</Alert>}
          {cancelError && <Alert severity="error">{cancelError}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap' }}>
        <Button color="inherit" onClick={cancel} disabled={busy}>
          {t('job.cancelImport')}
        </Button>
        <SubmitButton type="button" busy={loading} disabled={cancelling} onClick={confirm}>
          {t('merge.confirm')}
        </SubmitButton>
      </DialogActions>
    </>
  );
}
