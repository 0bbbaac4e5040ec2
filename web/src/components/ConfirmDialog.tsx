import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  /** The destructive action's label, e.g. "Delete". */
  confirmLabel: string;
  busy: boolean;
  /** Why the last attempt failed, shown above the text. */
  problem?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something that cannot be undone; it cannot be dismissed while the action runs. */
export function ConfirmDialog({ open, title, children, confirmLabel, busy, problem, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {problem && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        <DialogContentText>{children}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={busy}>
          {t('action.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
