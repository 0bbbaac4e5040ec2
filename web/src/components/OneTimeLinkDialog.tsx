import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { formatRelative } from '../lib/dates';
import { ShownOnceDialog } from './ShownOnceDialog';

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
  return (
    <ShownOnceDialog
      open={open}
      title={title}
      what="link"
      value={link?.url ?? ''}
      before={
        children && (
          <Typography variant="body2" color="text.secondary" component="div" sx={{ mb: 2 }}>
            {children}
          </Typography>
        )
      }
      after={
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          It works once, until {link && expiry(link.expiresAt)}.
        </Typography>
      }
      onClose={onClose}
      onClosed={onClosed}
    />
  );
}
