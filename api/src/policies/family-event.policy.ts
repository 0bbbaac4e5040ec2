import type { Actor } from './actor.ts';
import { sql, type Reader, type Sql } from './sql.ts';

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
 * The family events a reader may see, as a condition on `family_events` row `alias`: those they
 * organize or are invited to, and those of their connections that are not private.
 */
export const familyEventScope = (alias: string, reader: Reader): Sql => sql`(
  ${alias}.organizer_id = ${reader}
  or exists (select 1 from family_event_invitations fei where fei.event_id = ${alias}.id and fei.user_id = ${reader})
  or (not ${alias}.is_private and exists (select 1 from user_connections fec where fec.user_id = ${alias}.organizer_id and fec.other_id = ${reader})))`;
