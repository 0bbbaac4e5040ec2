import type { EntityManager } from '@mikro-orm/postgresql';
import { tIn, type Language } from '../../i18n.ts';
import { recordActivity } from '../activity/index.ts';
import { notifyUsers } from '../notifications/index.ts';
import { publicName, type User } from '../users/index.ts';

/**
 * Tells a message's recipients (each may read it: they are its recipients), and records the sending
 * in the activity record, whose readers are the message's own (policies/activity.policy.ts).
 */
export async function tellOfVoiceMessage(em: EntityManager, sender: User, message: { id: string; title: string }, recipientIds: readonly string[]) {
  await notifyUsers(em, {
    kind: 'voice_message',
    userIds: recipientIds,
    actorId: sender.id,
    message: (language: Language) => tIn(language, 'voice-messages:notice.sent', { name: publicName(sender, language), title: message.title }),
    link: `/voice-messages#${message.id}`,
    objectId: message.id,
  });
  recordActivity(em, { actor: sender, verb: 'voice_message_sent', objectType: 'voice_message', objectId: message.id, data: { title: message.title } });
}
