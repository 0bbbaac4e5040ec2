import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import NotificationsRoundedIcon from '@mui/icons-material/NotificationsRounded';
import { formatNumber } from '../../lib/i18n';
import { NotificationPanel } from './NotificationPanel';
import { UnreadNotificationCountDocument } from './notificationsQuery';
import { useLiveNotifications } from './useLiveNotifications';

/** The header's bell: how many notifications are unread, kept up to date live, and the list under it. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data } = useQuery(UnreadNotificationCountDocument);
  useLiveNotifications();
  const count = data?.unreadNotificationCount ?? 0;
  const close = () => setAnchor(null);

  return (
    <>
      <Tooltip title={t('title')}>
        <IconButton
          color="inherit"
          aria-label={t('bell.label', { shown: formatNumber(count) })}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? 'notifications-panel' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={count} color="error" max={99}>
            <NotificationsRoundedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            id: 'notifications-panel',
            role: 'dialog',
            'aria-label': t('title'),
            // Nearly the whole width on a phone; a column beside the bell on wider screens.
            sx: { width: { xs: 'calc(100vw - 16px)', sm: 400 }, maxHeight: 'min(560px, calc(100vh - 96px))', display: 'flex', flexDirection: 'column' },
          },
        }}
      >
        <NotificationPanel onClose={close} />
      </Popover>
    </>
  );
}
