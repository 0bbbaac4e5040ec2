import type { Actor } from './actor.ts';

/**
 * A family event as the rules see it from the viewer: who organizes it, whether it is private or
 * cancelled, whether the viewer is invited and whether they are one of the organizer's connections.
 * The family-events service reads these with the event.
 */
export interface FamilyEventView {
  organizerId: string | null;
  isPrivate: boolean;
  cancelled: boolean;
  invited: boolean;
  organizerConnected: boolean;
}

const isOrganizer = (actor: Actor, view: FamilyEventView) => view.organizerId === actor.user.id;

export const familyEventPolicy = {
  /** Its organizer and invitees always; the organizer's connections unless it is private. */
  read: (actor: Actor, view: FamilyEventView) => isOrganizer(actor, view) || view.invited || (!view.isPrivate && view.organizerConnected),
  update: isOrganizer,
  cancel: isOrganizer,
  invite: isOrganizer,
  /** Answer the invitation: invitees, while the event is on. */
  rsvp: (_actor: Actor, view: FamilyEventView) => view.invited && !view.cancelled,
} as const;

/**
 * The family events a user may see, as a condition on `family_events` row `alias`, with the
 * parameters of familyEventScopeParams: those they organize or are invited to, and those of their
 * connections that are not private.
 */
export const familyEventScope = (alias: string) => `(
  ${alias}.organizer_id = ?::uuid
  or exists (select 1 from family_event_invitations fei where fei.event_id = ${alias}.id and fei.user_id = ?::uuid)
  or (not ${alias}.is_private and exists (select 1 from user_connections fec where fec.user_id = ${alias}.organizer_id and fec.other_id = ?::uuid)))`;

/** The parameters of familyEventScope for a user. */
export const familyEventScopeParams = (viewerId: string) => [viewerId, viewerId, viewerId];
