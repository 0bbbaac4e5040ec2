import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsRoundedIcon from '@mui/icons-material/NotificationsRounded';
import { Hint } from '../../components/Hint';
import { formatNumber } from '../../lib/i18n';
import { UnreadNotificationCountDocument } from './notificationsQuery';
import { useLiveNotifications } from './useLiveNotifications';

const loadPopover = () => import('./NotificationPopover');
const NotificationPopover = lazy(() => loadPopover().then((m) => ({ default: m.NotificationPopover })));

/** The header's bell: how many notifications are unread, kept up to date live, and the list under it. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened, the list stays mounted, so that it closes with its animation.
  const [opened, setOpened] = useState(false);
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
          onPointerEnter={() => void loadPopover()}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            setOpened(true);
          }}
        >
          <Badge badgeContent={count} color="error" max={99}>
            <NotificationsRoundedIcon />
          </Badge>
        </IconButton>
      </Hint>
      {opened && (
        <Suspense fallback={null}>
          <NotificationPopover anchor={anchor} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
