import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsRoundedIcon from '@mui/icons-material/NotificationsRounded';
import { Hint } from '../../components/Hint';
import { formatNumber } from '../../lib/i18n';
import { preloadableLazy } from '../../lib/preloadableLazy';
import { useOnceTrue } from '../../lib/useOnceTrue';
import { UnreadNotificationCountDocument } from './notificationsQuery';
import { useLiveNotifications } from './useLiveNotifications';

const NotificationPopover = preloadableLazy(() => import('./NotificationPopover').then((m) => m.NotificationPopover));

/** The header's bell: how many notifications are unread, kept up to date live, and the list under it. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOnceTrue(Boolean(anchor));
  const { data } = useQuery(UnreadNotificationCountDocument);
  useLiveNotifications();
  const count = data?.unreadNotificationCount ?? 0;
  const close = () => setAnchor(null);

  return (
    <>
      <Hint title={t('title')}>
        <IconButton
          color="inherit"
          aria-label={t('bell.label', { shown: formatNumber(count) })}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? 'notifications-panel' : undefined}
          // The list's code starts loading as the pointer comes.
          onPointerEnter={() => void NotificationPopover.preload()}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {/* The darker red: white figures on the dark scheme's lighter red read at 3.7:1 only. */}
          <Badge badgeContent={count} color="error" max={99} sx={{ '& .MuiBadge-badge': { bgcolor: 'error.dark' } }}>
            <NotificationsRoundedIcon />
          </Badge>
        </IconButton>
      </Hint>
      {opened && <NotificationPopover anchor={anchor} onClose={close} />}
    </>
  );
}
