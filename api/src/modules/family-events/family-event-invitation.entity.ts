import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity.ts';
import { FamilyEvent } from './family-event.entity.ts';

export const RSVP_RESPONSES = ['going', 'maybe', 'not_going'] as const;
export type RsvpResponse = (typeof RSVP_RESPONSES)[number];

/** A user invited to an event, and their answer once they give one. */
const FamilyEventInvitationSchema = defineEntity({
  name: 'FamilyEventInvitation',
  tableName: 'family_event_invitations',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    event: () => p.manyToOne(FamilyEvent).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade').index('family_event_invitations_user_index'),
    invitedAt: p.datetime().onCreate(() => new Date()),
    response: p.string().length(10).nullable().$type<RsvpResponse | null>(),
    respondedAt: p.datetime().nullable(),
  },
  uniques: [{ name: 'family_event_invitations_event_user_unique', properties: ['event', 'user'] }],
});

export class FamilyEventInvitation extends FamilyEventInvitationSchema.class {}
FamilyEventInvitationSchema.setClass(FamilyEventInvitation);
