import type { Resolvers } from '../../generated/graphql.ts';
import { deliveredNotification, notificationsAdded } from './live-notifications.ts';
import type { ServiceContext } from '../service-context.ts';
import type { NotificationModel } from './notification.presenter.ts';
import {
  listNotifications, markAllNotificationsRead, markNotificationRead, notificationSettings, unreadNotificationCount, updateNotificationSettings,
} from './notification.service.ts';

export const notificationResolvers: Resolvers = {
  Query: {
    notifications: (_parent, { after, first }, ctx) => listNotifications(ctx, { after, first }),
    unreadNotificationCount: (_parent, _args, ctx) => unreadNotificationCount(ctx),
    notificationSettings: (_parent, _args, ctx) => notificationSettings(ctx),
  },
  Mutation: {
    markNotificationRead: (_parent, { id }, ctx) => markNotificationRead(ctx, id),
    markAllNotificationsRead: (_parent, _args, ctx) => markAllNotificationsRead(ctx),
    updateNotificationSettings: (_parent, { input }, ctx) => updateNotificationSettings(ctx, input),
  },
  Subscription: {
    notificationAdded: {
      subscribe: (_parent, _args, ctx) => notificationsAdded(ctx),
      resolve: (model: NotificationModel | undefined, _args: unknown, ctx: ServiceContext) => deliveredNotification(ctx, model),
    },
  },
};
