import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { visuallyHidden } from '@mui/utils';
import CakeRoundedIcon from '@mui/icons-material/CakeRounded';
import FavoriteRoundedIcon from '@mui/icons-material/FavoriteRounded';
import ImportExportRoundedIcon from '@mui/icons-material/ImportExportRounded';
import NotificationsRoundedIcon from '@mui/icons-material/NotificationsRounded';
import { UserAvatar } from '../../components/UserAvatar';
import type { NotificationFieldsFragment } from '../../gql/graphql';
import { formatRelative } from '../../lib/dates';
import { appPath } from './appPath';

/** Who did it, or what it is about when nobody did (a birthday, an anniversary). */
function NotificationPicture({ notification }: { notification: NotificationFieldsFragment }) {
  const { actor, kind } = notification;
  if (actor) {
    return <UserAvatar name={actor.displayName} firstName={actor.firstName} lastName={actor.lastName} imageUrl={actor.profileImageUrl} size={36} />;
  }
  const icon: ReactNode =
    kind === 'upcoming_birthday' ? <CakeRoundedIcon fontSize="small" />
    : kind === 'upcoming_anniversary' ? <FavoriteRoundedIcon fontSize="small" />
    : kind === 'gedcom_job' ? <ImportExportRoundedIcon fontSize="small" />
    : <NotificationsRoundedIcon fontSize="small" />;
  return <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.light', color: 'primary.contrastText' }}>{icon}</Avatar>;
}

interface NotificationItemProps {
  notification: NotificationFieldsFragment;
  /** Opening it: it is marked read and the list closes. */
  onOpen: (notification: NotificationFieldsFragment) => void;
}

/** One notification: a link to its place, unread ones marked by a dot, a tint and bolder words. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const unread = !notification.read;
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={appPath(notification.link)}
        onClick={() => onOpen(notification)}
        alignItems="flex-start"
        sx={{ gap: 1.5, bgcolor: unread ? 'action.hover' : undefined }}
      >
        <ListItemAvatar aria-hidden sx={{ minWidth: 0, mt: 0.5 }}>
          <NotificationPicture notification={notification} />
        </ListItemAvatar>
        <ListItemText
          primary={
            <>
              {unread && (
                <Box component="span" sx={visuallyHidden}>
                  {t('item.unread')}{' '}
                </Box>
              )}
              {notification.message}
            </>
          }
          secondary={formatRelative(notification.createdAt)}
          slotProps={{ primary: { variant: 'body2', sx: { fontWeight: unread ? 600 : 400 } } }}
          sx={{ my: 0 }}
        />
        {unread && <Box aria-hidden sx={{ width: 8, height: 8, mt: 1, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }} />}
      </ListItemButton>
    </ListItem>
  );
}
