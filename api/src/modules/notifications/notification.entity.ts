import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { NotificationKind } from './notification-kinds.ts';
import { User } from '../users/user.entity.ts';

/**
 * Something one user is told about, worded for them when it was made (its sentence names only what
 * they may see). A database trigger announces each new row on the `kinfolk_notifications` channel.
 */
const NotificationSchema = defineEntity({
  name: 'Notification',
  tableName: 'notifications',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
    kind: p.string().length(30).$type<NotificationKind>(),
    actor: () => p.manyToOne(User).nullable().deleteRule('set null'),
    message: p.string().length(500),
    link: p.string().length(300),
    /** What it is about (a story, an event, a person), for reminders made once a year. */
    objectId: p.uuid().nullable(),
    readAt: p.datetime().nullable(),
    /** When it went out in an e-mail digest. */
    emailedAt: p.datetime().nullable(),
  },
});

export class Notification extends NotificationSchema.class {}
NotificationSchema.setClass(Notification);
