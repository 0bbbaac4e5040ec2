import type { EntityManager } from '@mikro-orm/postgresql';
import type { ActivityKind, NotificationKind } from '../../generated/graphql.ts';
import { recordEvent } from '../events/index.ts';
import { notifyUsers } from '../notifications/index.ts';
import { publicName, type User } from '../users/index.ts';
import type { RsvpResponse } from './family-event-invitation.entity.ts';
import { eventLink } from './family-event.presenter.ts';

interface EventRef {
  id: string;
  title: string;
}

/** Records a change of an event for the activity feed (readers are those who may see the event). */
export function recordEventChange(em: EntityManager, actor: User, verb: ActivityKind, event: EventRef, data: Record<string, string | number> = {}) {
  recordEvent(em, { actor, verb, objectType: 'family_event', objectId: event.id, data: { title: event.title, ...data } });
}

/** Tells users (who may all see the event) about it, in the caller's transaction. */
export async function tellOfEvent(em: EntityManager, kind: NotificationKind, actor: User, event: EventRef, userIds: readonly string[], message: string) {
  await notifyUsers(em, { kind, userIds, actorId: actor.id, message, link: eventLink(event.id), objectId: event.id });
}

const ANSWERS: Record<RsvpResponse, string> = { going: 'is going to', maybe: 'might come to', not_going: 'is not going to' };

/** The sentences each notice of an event reads, naming whoever did it. */
export const eventSentences = {
  invited: (actor: User, event: EventRef) => `${publicName(actor)} invited you to “${event.title}”.`,
  changed: (actor: User, event: EventRef) => `${publicName(actor)} changed “${event.title}”.`,
  cancelled: (actor: User, event: EventRef) => `${publicName(actor)} cancelled “${event.title}”.`,
  answered: (actor: User, event: EventRef, response: RsvpResponse) => `${publicName(actor)} ${ANSWERS[response]} “${event.title}”.`,
};
