import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface RevokeTokenDialogProps {
  token: { name: string; prefix: string } | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function RevokeTokenDialog({ token, busy, onCancel, onConfirm }: RevokeTokenDialogProps) {
  return (
    <Dialog open={Boolean(token)} onClose={onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>Revoke “{token?.name}”?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Anything using the token starting with <code>{token?.prefix}</code> will stop working straight away. This
          cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          Revoke
        </Button>
      </DialogActions>
    </Dialog>
  );
}
