import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { User } from '../users/user.entity.ts';

export const FAMILY_EVENT_TYPES = ['gathering', 'birthday', 'anniversary', 'wedding', 'reunion', 'holiday', 'graduation', 'memorial', 'other'] as const;
export type FamilyEventType = (typeof FAMILY_EVENT_TYPES)[number];

/**
 * A gathering someone organizes: seen by its organizer and invitees, and unless private by the
 * organizer's connections. A cancelled event stays, with when it was cancelled.
 */
const FamilyEventSchema = defineEntity({
  name: 'FamilyEvent',
  tableName: 'family_events',
  properties: {
    ...baseProperties,
    organizer: () => p.manyToOne(User).nullable().deleteRule('set null'),
    title: p.string().length(200),
    eventType: p.string().length(20).default('gathering').$type<FamilyEventType>(),
    startsAt: p.datetime(),
    endsAt: p.datetime().nullable(),
    /** The IANA zone its times are shown in (and written in its calendar file). */
    timeZone: p.string().length(64),
    allDay: p.boolean().default(false),
    location: p.string().length(200).nullable(),
    address: p.string().length(500).nullable(),
    description: p.text().nullable(),
    isPrivate: p.boolean().default(false),
    cancelledAt: p.datetime().nullable(),
  },
  indexes: [
    { name: 'family_events_organizer_start_index', properties: ['organizer', 'startsAt'] },
    { name: 'family_events_start_index', properties: ['startsAt', 'id'] },
  ],
});

export class FamilyEvent extends FamilyEventSchema.class {}
FamilyEventSchema.setClass(FamilyEvent);
