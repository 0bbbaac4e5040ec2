import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

/** Shows a link that works once and is never shown again: ready to copy, with its expiry. */
export function OneTimeLinkDialog({ open, title, link, children, onClose, onClosed }: OneTimeLinkDialogProps) {
  const { t } = useTranslation('common');
  // "Nov 21, 2026 at 3:45 PM (in an hour)": reset links last an hour, invitations days.
  const expiry = link && { date: dayjs(link.expiresAt).format(t('oneTimeLink.dateFormat')), relative: formatRelative(link.expiresAt) };
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
        expiry && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('oneTimeLink.expires', expiry)}
          </Typography>
        )
      }
      onClose={onClose}
      onClosed={onClosed}
    />
  );
}
