import type { DigestFrequency, NotificationKind } from '../../generated/graphql.ts';
import type { Config } from '../../config.ts';
import { notFound } from '../../errors.ts';
import { can, requireViewer } from '../../policies/authorize.ts';
import type { ServiceContext } from '../service-context.ts';
import { check, isUuid } from '../../input/validation.ts';
import { NOTIFICATION_KINDS } from './notification-kinds.ts';
import { presentNotifications, type NotificationModel } from './notification.presenter.ts';
import { markAllRead, markRead, notificationPage, notificationRows, saveSettings, settingsRow, unreadCount } from './notification.repository.ts';
import { pageRules, settingsRules } from './notification.input.ts';

export interface NotificationPageModel {
  nodes: NotificationModel[];
  endCursor: string | null;
  hasMore: boolean;
  unreadCount: number;
}

export interface NotificationSettingsModel {
  enabledKinds: NotificationKind[];
  digest: DigestFrequency;
  emailAvailable: boolean;
}

/** Whether this server can send e-mail at all (digests need it). */
export const emailAvailable = (config: Config) => config.mail !== null;

/** A page of the viewer's notifications, newest first, with how many of all are unread: three statements. */
export async function listNotifications(sc: ServiceContext, args: { after?: string | null; first?: number | null }): Promise<NotificationPageModel> {
  const viewer = requireViewer(sc.viewer);
  const { first, after } = await check(pageRules, { first: args.first ?? 20, after: args.after ?? null });
  const [createdAt, id] = after ? after.split('|') : [];
  const [rows, unread] = await Promise.all([notificationPage(sc.em, viewer.id, after ? { createdAt, id } : null, first + 1), unreadCount(sc.em, viewer.id)]);
  const page = rows.slice(0, first);
  const hasMore = rows.length > first;
  return { nodes: await presentNotifications(sc.em, page, [viewer]), endCursor: hasMore ? page[page.length - 1].cursor : null, hasMore, unreadCount: unread };
}

/** How many of the viewer's notifications are unread (the bell's figure). */
export async function unreadNotificationCount(sc: ServiceContext): Promise<number> {
  return unreadCount(sc.em, requireViewer(sc.viewer).id);
}

/** Marks one of the viewer's notifications read; anyone else's is NOT_FOUND, as one that does not exist. */
export async function markNotificationRead(sc: ServiceContext, id: string): Promise<NotificationModel> {
  const viewer = requireViewer(sc.viewer);
  const [row] = isUuid(id) ? await notificationRows(sc.em, [id]) : [];
  const [model] = row ? await presentNotifications(sc.em, [row], [viewer]) : [];
  if (!model || !can(sc, 'markRead', 'Notification', model)) throw notFound('Notification');
  if (!model.read) await markRead(sc.em, model.id);
  return { ...model, read: true };
}

/** Marks all the viewer's notifications read; answers how many were unread. */
export async function markAllNotificationsRead(sc: ServiceContext): Promise<number> {
  return markAllRead(sc.em, requireViewer(sc.viewer).id);
}

/** The viewer's settings: every kind they did not turn off, their digest, and whether e-mail can be sent. */
export async function notificationSettings(sc: ServiceContext): Promise<NotificationSettingsModel> {
  const viewer = requireViewer(sc.viewer);
  const row = await settingsRow(sc.em, viewer.id);
  const disabled = new Set(row?.disabled_kinds ?? []);
  return {
    enabledKinds: NOTIFICATION_KINDS.filter((kind) => !disabled.has(kind)),
    digest: (row?.digest ?? 'off') as DigestFrequency,
    emailAvailable: emailAvailable(sc.config),
  };
}

/** Changes the viewer's settings: the kinds sent are the ones kept (all others are turned off); what is left out stays. */
export async function updateNotificationSettings(sc: ServiceContext, input: unknown): Promise<NotificationSettingsModel> {
  const viewer = requireViewer(sc.viewer);
  const { enabledKinds, digest } = await check(settingsRules, input);
  const disabled = enabledKinds ? NOTIFICATION_KINDS.filter((kind) => !enabledKinds.includes(kind)) : null;
  await saveSettings(sc.em, viewer.id, disabled, digest ?? null);
  return notificationSettings(sc);
}
