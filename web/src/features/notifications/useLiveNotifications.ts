import { useTranslation } from 'react-i18next';
import { useSubscription } from '@apollo/client/react';
import { useToast } from '../../components/toast';
import { addLiveNotification } from './notificationCache';
import { NotificationAddedDocument } from './notificationAdded';

/** Hears of each new notification as it is made: the bell counts it, the list shows it, and a toast tells it. */
export function useLiveNotifications(): void {
  const { t } = useTranslation('notifications');
  const toast = useToast();
  useSubscription(NotificationAddedDocument, {
    ignoreResults: true,
    // Written to the cache here, where it is also counted and listed.
    fetchPolicy: 'no-cache',
    onData: ({ client, data }) => {
      const notification = data.data?.notificationAdded;
      if (!notification) return;
      addLiveNotification(client.cache, notification);
      toast({ title: t('live.title'), text: notification.message, variant: 'info' });
    },
  });
}
