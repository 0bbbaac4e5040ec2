import { useState, type ReactNode } from 'react';
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
import dayjs from 'dayjs';
import { formatRelative } from '../lib/dates';

export interface OneTimeLink {
  url: string;
  expiresAt: string;
}

interface OneTimeLinkDialogProps {
  open: boolean;
  title: string;
  link: OneTimeLink | null;
  /** What the link does and how to pass it on. */
  children?: ReactNode;
  onClose: () => void;
  /** After the closing transition: the link can be forgotten. */
  onClosed: () => void;
}

/** "Nov 21, 2026 at 3:45 PM (in an hour)": reset links last an hour, invitations days. */
function expiry(at: string) {
  return `${dayjs(at).format('MMM D, YYYY [at] h:mm A')} (${formatRelative(at)})`;
}

/** Shows a link that works once and is never shown again: ready to copy, with its expiry. */
export function OneTimeLinkDialog({ open, title, link, children, onClose, onClosed }: OneTimeLinkDialogProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
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
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Copy it now: this is the only time the link is shown.
        </Alert>
        {children && (
          <Typography variant="body2" color="text.secondary" component="div" sx={{ mb: 2 }}>
            {children}
          </Typography>
        )}
        <Box
          component="code"
          aria-label="Link"
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
            userSelect: 'all',
          }}
        >
          {link?.url}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          It works once, until {link && expiry(link.expiresAt)}.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          onClick={() => void copy()}
          startIcon={copied ? <DoneRoundedIcon /> : <ContentCopyRoundedIcon />}
          color={copied ? 'secondary' : 'primary'}
        >
          {copied ? 'Copied' : 'Copy link'}
        </Button>
        <Button variant="contained" onClick={close}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
