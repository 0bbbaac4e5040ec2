import { defineEntity, p } from '@mikro-orm/postgresql';
import type { DigestFrequency, NotificationKind } from './notification-kinds.ts';
import { User } from '../users/user.entity.ts';

/** A user's notification settings; a user without a row is told everything and gets no digest. */
const NotificationSettingSchema = defineEntity({
  name: 'NotificationSetting',
  tableName: 'notification_settings',
  properties: {
    user: () => p.oneToOne(User).primary().deleteRule('cascade'),
    disabledKinds: p.array().$type<NotificationKind[]>().default([]),
    digest: p.string().length(10).$type<DigestFrequency>().default('off'),
    lastDigestAt: p.datetime().nullable(),
  },
});

export class NotificationSetting extends NotificationSettingSchema.class {}
NotificationSettingSchema.setClass(NotificationSetting);
