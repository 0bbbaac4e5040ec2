import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import DoneRoundedIcon from '@mui/icons-material/DoneRounded';
import { tKey } from '../lib/i18n';

interface ShownOnceDialogProps {
  open: boolean;
  title: ReactNode;
  /** What is shown: names the warning, the box and the copy button. */
  what: 'link' | 'token';
  value: string;
  /** Between the warning and the value. */
  before?: ReactNode;
  /** Under the value. */
  after?: ReactNode;
  onClose: () => void;
  /** After the closing transition: the value can be forgotten. */
  onClosed: () => void;
}

/** The warning, the name of the box and the copy button, for each kind of secret. */
const TEXTS = {
  link: { warning: tKey('shownOnce.link.warning'), box: tKey('shownOnce.link.box'), copy: tKey('shownOnce.link.copy') },
  token: { warning: tKey('shownOnce.token.warning'), box: tKey('shownOnce.token.box'), copy: tKey('shownOnce.token.copy') },
} as const;

/** Shows a secret the server never shows again, ready to copy. */
export function ShownOnceDialog({ open, title, what, value, before, after, onClose, onClosed }: ShownOnceDialogProps) {
  const { t } = useTranslation('common');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!value) return;
    try {
      await navigator.clipboard.writeText(value);
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
          {t(TEXTS[what].warning)}
        </Alert>
        {before}
        <Box
          component="code"
          aria-label={t(TEXTS[what].box)}
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
          {value}
        </Box>
        {after}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          onClick={() => void copy()}
          startIcon={copied ? <DoneRoundedIcon /> : <ContentCopyRoundedIcon />}
          color={copied ? 'secondary' : 'primary'}
        >
          {copied ? t('shownOnce.copied') : t(TEXTS[what].copy)}
        </Button>
        <Button variant="contained" onClick={close}>
          {t('action.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
