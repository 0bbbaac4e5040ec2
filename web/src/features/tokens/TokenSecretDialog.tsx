import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import DoneRoundedIcon from '@mui/icons-material/DoneRounded';

interface TokenSecretDialogProps {
  open: boolean;
  token: string;
  name: string;
  onClose: () => void;
  /** After the closing transition: the secret can be forgotten. */
  onClosed: () => void;
}

/** Shows a new token's secret, the only time it is ever shown. */
export function TokenSecretDialog({ open, token, name, onClose, onClosed }: TokenSecretDialogProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!token) return;
    try {
      await navigator.clipboard.writeText(token);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" slotProps={{ transition: { onExited: onClosed } }}>
      <DialogTitle>Your new token “{name}”</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Copy it now: this is the only time the token is shown.
        </Alert>
        <Box
          component="code"
          aria-label="Token"
          sx={{
            display: 'block',
            p: 2,
            borderRadius: 2,
            bgcolor: 'background.default',
            border: 1,
            borderColor: 'divider',
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            fontSize: 14,
            wordBreak: 'break-all',
          }}
        >
          {token}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Send it with each API request as the header{' '}
          <Box component="code" sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}>
            Authorization: Bearer &lt;token&gt;
          </Box>
          .
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          onClick={() => void copy()}
          startIcon={copied ? <DoneRoundedIcon /> : <ContentCopyRoundedIcon />}
          color={copied ? 'secondary' : 'primary'}
        >
          {copied ? 'Copied' : 'Copy token'}
        </Button>
        <Button variant="contained" onClick={close}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
