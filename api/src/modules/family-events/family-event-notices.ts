import type { EntityManager } from '@mikro-orm/postgresql';
import type { ActivityKind, NotificationKind } from '../../generated/graphql.ts';
import { tIn } from '../../i18n.ts';
import { recordActivity } from '../activity/index.ts';
import { notifyUsers, type Wording } from '../notifications/index.ts';
import { publicName, type User } from '../users/index.ts';
import type { RsvpResponse } from './family-event-invitation.entity.ts';
import { eventLink } from './family-event.presenter.ts';

interface EventRef {
  id: string;
  title: string;
}

/** Records a change of an event for the activity feed (readers are those who may see the event). */
export function recordEventChange(em: EntityManager, actor: User, verb: ActivityKind, event: EventRef, data: Record<string, string | number> = {}) {
  recordActivity(em, { actor, verb, objectType: 'family_event', objectId: event.id, data: { title: event.title, ...data } });
}

/** Tells users (who may all see the event) about it, in the caller's transaction. */
export async function tellOfEvent(em: EntityManager, kind: NotificationKind, actor: User, event: EventRef, userIds: readonly string[], message: Wording) {
  await notifyUsers(em, { kind, userIds, actorId: actor.id, message, link: eventLink(event.id), objectId: event.id });
}

const names = (actor: User, event: EventRef) => ({ name: publicName(actor), title: event.title });

/** The sentences each notice of an event reads, naming whoever did it, in each reader's language. */
export const eventSentences = {
  invited: (actor: User, event: EventRef): Wording => (language) => tIn(language, 'calendar:notice.invited', names(actor, event)),
  changed: (actor: User, event: EventRef): Wording => (language) => tIn(language, 'calendar:notice.changed', names(actor, event)),
  cancelled: (actor: User, event: EventRef): Wording => (language) => tIn(language, 'calendar:notice.cancelled', names(actor, event)),
  answered: (actor: User, event: EventRef, response: RsvpResponse): Wording => (language) =>
    response === 'going' ? tIn(language, 'calendar:notice.going', names(actor, event))
    : response === 'maybe' ? tIn(language, 'calendar:notice.maybe', names(actor, event))
    : tIn(language, 'calendar:notice.notGoing', names(actor, event)),
};
