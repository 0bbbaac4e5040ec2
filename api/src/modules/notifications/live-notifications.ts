import { invalid, notFound } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { can, requireViewer } from '../../policies/authorize.ts';
import type { ServiceContext } from '../service-context.ts';
import type { NotificationFeed } from './notification-feed.ts';
import type { NotificationModel } from './notification.presenter.ts';

/** The context of an operation over the live connection: the service context and this server's feed. */
export interface LiveContext extends ServiceContext {
  notificationFeed?: NotificationFeed;
}

const notLive = () => invalid(t('notifications:notLive'));

/** The viewer's own notifications as they are made, for as long as they stay subscribed. */
export function notificationsAdded(sc: LiveContext): AsyncIterableIterator<NotificationModel> {
  const viewer = requireViewer(sc.viewer);
  if (!sc.notificationFeed) throw notLive();
  return sc.notificationFeed.follow(viewer.id);
}

/**
 * A notification the feed handed to the viewer's stream, checked once more to be theirs. A
 * subscription sent over HTTP is run as a query, with nothing handed: it is told where to go.
 */
export function deliveredNotification(sc: ServiceContext, model: NotificationModel | undefined): NotificationModel {
  if (!model) throw notLive();
  if (!can(sc, 'read', 'Notification', model)) throw notFound('Notification');
  return model;
}
