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

const sideWords: Record<GedcomSide, string> = { mine: 'keep what is in the tree', theirs: 'take what is in the file' };

/**
 * What a merge would do, before anything is written: the figures, then each field changed on both
 * sides with the side to keep. "All mine" / "All theirs" set the side of every conflict, including
 * those not listed; a row's own choice overrides it.
 */
export function MergePreview({ job }: { job: GedcomJob }) {
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
            Merging <strong>{job.fileName}</strong> into this tree: {previewText(preview)}.
          </Typography>
          {job.fileExpiresAt && (
            <Typography variant="body2" color="text.secondary">
              Nothing is written until you confirm. If you have not by {formatDate(job.fileExpiresAt)}, the import is cancelled.
            </Typography>
          )}
          {preview.conflictCount === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Nothing was changed both here and in the file, so there is nothing to choose.
            </Typography>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary">
                These were changed both in this tree and in the file since the last import. Choose which to keep.
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button variant="outlined" size="small" onClick={() => chooseAll('mine')} disabled={busy}>
                  All mine
                </Button>
                <Button variant="outlined" size="small" onClick={() => chooseAll('theirs')} disabled={busy}>
                  All theirs
                </Button>
              </Box>
              <ConflictTable conflicts={preview.conflicts} sideOf={sideOf} onChoose={choose} disabled={busy} />
              {unlisted > 0 && (
                <Typography variant="body2" color="text.secondary">
                  {unlisted.toLocaleString('en-US')} more not listed here will {sideWords[otherwise]} (change it with All mine or All theirs).
                </Typography>
              )}
            </>
          )}
          {error && <Alert severity="error">{errorMessageOf(error, 'The merge could not be confirmed. Please try again.')}</Alert>}
          {cancelError && <Alert severity="error">{cancelError}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap' }}>
        <Button color="inherit" onClick={cancel} disabled={busy}>
          Cancel import
        </Button>
        <SubmitButton type="button" busy={loading} disabled={cancelling} onClick={confirm}>
          Confirm
        </SubmitButton>
      </DialogActions>
    </>
  );
}
