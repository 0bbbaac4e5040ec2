import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import DoneAllRoundedIcon from '@mui/icons-material/DoneAllRounded';
import NotificationsNoneRoundedIcon from '@mui/icons-material/NotificationsNoneRounded';
import { EmptyState } from '../../components/EmptyState';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useToast } from '../../components/toast';
import type { NotificationFieldsFragment } from '../../gql/graphql';
import { groupByDay } from './groupByDay';
import { NotificationItem } from './NotificationItem';
import { NotificationsDocument } from './notificationsQuery';
import { useNotificationActions } from './useNotificationActions';

/** How many notifications a page holds. */
export const NOTIFICATION_PAGE = 20;

/** The viewer's notifications under their days, newest first, with "Mark all as read" and "Load more". */
export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const toast = useToast();
  const { data, loading, error, refetch, fetchMore } = useQuery(NotificationsDocument, {
    variables: { first: NOTIFICATION_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const { markRead, markAllRead, markingAll } = useNotificationActions();
  const [loadingMore, setLoadingMore] = useState(false);
  const page = data?.notifications;
  const anyUnread = Boolean(page && (page.unreadCount > 0 || page.nodes.some((n) => !n.read)));

  const open = (notification: NotificationFieldsFragment) => {
    if (!notification.read) void markRead(notification.id).catch(() => undefined);
    onClose();
  };
  const readAll = async () => {
    try {
      await markAllRead(page?.nodes.map((n) => n.id) ?? []);
    } catch {
      toast({ title: t('panel.notMarked.title'), text: t('panel.notMarked.text'), variant: 'error' });
    }
  };
  const loadMore = async () => {
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { after: page?.endCursor, first: NOTIFICATION_PAGE } });
    } catch {
      toast({ title: t('panel.moreFailed.title'), text: t('panel.moreFailed.text'), variant: 'error' });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {t('title')}
        </Typography>
        <Button size="small" startIcon={<DoneAllRoundedIcon />} onClick={() => void readAll()} disabled={!anyUnread || markingAll}>
          {t('panel.markAllRead')}
        </Button>
      </Box>
      <Divider />
      <Box sx={{ overflowY: 'auto', flexGrow: 1 }}>
        {loading && !data ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress size={28} aria-label={t('panel.loading')} />
          </Box>
        ) : error && !data ? (
          <Box sx={{ p: 2 }}>
            <QueryErrorAlert message={t('panel.failed')} onRetry={() => void refetch()} />
          </Box>
        ) : !page || page.nodes.length === 0 ? (
          <EmptyState icon={<NotificationsNoneRoundedIcon />} title={t('panel.empty.title')} text={t('panel.empty.text')} />
        ) : (
          <List disablePadding aria-label={t('title')}>
            {groupByDay(page.nodes).map((group) => (
              <Fragment key={group.label}>
                <ListSubheader sx={{ lineHeight: 2.5 }}>{group.label}</ListSubheader>
                {group.items.map((notification) => (
                  <NotificationItem key={notification.id} notification={notification} onOpen={open} />
                ))}
              </Fragment>
            ))}
          </List>
        )}
        {page?.hasMore && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
            <Button onClick={() => void loadMore()} disabled={loadingMore}>
              {loadingMore ? t('panel.loadingMore') : t('panel.loadMore')}
            </Button>
          </Box>
        )}
      </Box>
    </>
  );
}
