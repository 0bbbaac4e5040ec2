import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity.ts';

/**
 * A user's personal calendar feed: its secret token is the key, so only its SHA-256 is kept. One
 * per user; making a new one replaces the old.
 */
const CalendarFeedSchema = defineEntity({
  name: 'CalendarFeed',
  tableName: 'calendar_feeds',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    user: () => p.manyToOne(User).deleteRule('cascade').unique('calendar_feeds_user_id_unique'),
    tokenHash: p.string().length(64).unique('calendar_feeds_token_hash_unique'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class CalendarFeed extends CalendarFeedSchema.class {}
CalendarFeedSchema.setClass(CalendarFeed);
