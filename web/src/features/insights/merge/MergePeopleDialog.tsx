import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import SwapHorizRoundedIcon from '@mui/icons-material/SwapHorizRounded';
import { errorMessageOf } from '../../../apollo/errors';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert';
import { MergeFieldsTable } from './MergeFieldsTable';
import { MergeMovesList } from './MergeMovesList';
import { MergePersonCard } from './MergePersonCard';
import { PeopleMergePreviewDocument } from './mergePeopleQueries';
import { useMergeActions } from './useMergeActions';

export interface MergePeopleDialogProps {
  open: boolean;
  /** The person to keep first (the other can be kept instead with Swap). */
  keepId: string;
  /** The person merged into the kept one, who then leaves the tree. */
  mergeId: string;
  onClose: () => void;
  /** After a merge: the id of the person kept (the other is gone, until Undo). */
  onMerged?: (keptId: string) => void;
}

/**
 * Merges two records of one person after showing what will happen: the two side by side, their
 * details and which value is kept, the relatives and everything else that moves, or why it cannot
 * be done. "Merge" does it; a toast then offers Undo. Full screen on a phone.
 */
export function MergePeopleDialog({ open, keepId, mergeId, onClose, onMerged }: MergePeopleDialogProps) {
  const { t } = useTranslation('merge-people');
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [ids, setIds] = useState({ keepId, mergeId });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { merge } = useMergeActions();
  const { data, loading, error, refetch } = useQuery(PeopleMergePreviewDocument, { variables: ids, skip: !open || busy, fetchPolicy: 'network-only' });
  const [shown, setShown] = useState(data?.peopleMergePreview ?? null);
  if (data?.peopleMergePreview && data.peopleMergePreview !== shown) setShown(data.peopleMergePreview);
  const preview = shown && shown.keep.id === ids.keepId && shown.merged.id === ids.mergeId ? shown : null;

  const swap = () => {
    setProblem(null);
    setIds({ keepId: ids.mergeId, mergeId: ids.keepId });
  };
  const confirm = async () => {
    if (!preview) return;
    setBusy(true);
    setProblem(null);
    try {
      const done = await merge({ keepId: preview.keep.id, mergeId: preview.merged.id, keepName: preview.keep.fullName, mergedName: preview.merged.fullName });
      if (done) {
        onMerged?.(preview.keep.id);
        onClose();
      }
    } catch (failure) {
      setProblem(errorMessageOf(failure, t('failed')));
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (preview) {
    body = (
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'stretch' }}>
          <MergePersonCard person={preview.keep} role="keep" />
          <MergePersonCard person={preview.merged} role="merged" />
        </Stack>
        <Box>
          <Button size="small" startIcon={<SwapHorizRoundedIcon />} onClick={swap} disabled={busy}>
            {t('swap', { name: preview.merged.fullName })}
          </Button>
        </Box>
        {preview.blocker && <Alert severity="warning">{preview.blocker}</Alert>}
        {problem && <Alert severity="error">{problem}</Alert>}
        <Box component="section" aria-labelledby={`${titleId}-details`}>
          <Typography id={`${titleId}-details`} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
            {t('fields.heading')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('fields.rule', { keep: preview.keep.fullName, merged: preview.merged.fullName })}
          </Typography>
          <MergeFieldsTable fields={preview.fields} keepName={preview.keep.fullName} mergedName={preview.merged.fullName} />
        </Box>
        <Box component="section" aria-labelledby={`${titleId}-moves`}>
          <Typography id={`${titleId}-moves`} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
            {t('moves.heading', { keep: preview.keep.fullName })}
          </Typography>
          <MergeMovesList preview={preview} />
        </Box>
      </Stack>
    );
  } else if (error && !loading) {
    body = <QueryErrorAlert message={errorMessageOf(error, t('loadFailed'))} onRetry={() => void refetch()} />;
  } else {
    body = (
      <Stack spacing={1.5} role="status" aria-label={t('loading')}>
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      // Escape closes this dialog only, not the panel it was opened from (React passes events up through portals).
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.stopPropagation();
      }}
    >
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      <DialogContent dividers>{body}</DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button color="inherit" onClick={onClose} disabled={busy}>
          {t('common:action.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={!preview || Boolean(preview.blocker) || busy}>
          {busy ? t('merging') : t('merge')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
