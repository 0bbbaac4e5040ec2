import type { Actor } from './actor.ts';
import { circleMemberScope, circleReaders } from './circle.policy.ts';
import { sql, type Reader, type Sql, type Uuid } from './sql.ts';

// A voice message is read by its sender and its recipients, and by nobody else: not the other
// members of a circle it was sent to who joined later, not the readers of the sender's tree, not an
// administrator. Its recording's file, its place among the stories and on the timeline, search, the
// activity record and the personal-data export all read through the scope below. A message reaches
// a rule only after a scoped read found it (anyone else: NOT_FOUND, never FORBIDDEN).

/** A voice message as the rules see it: who sent it and whether the viewer is one of its recipients. */
export interface VoiceMessageView {
  senderId: string;
  isRecipient: boolean;
}

const isSender = (actor: Actor, view: VoiceMessageView) => view.senderId === actor.user.id;

export const voiceMessagePolicy = {
  read: (actor: Actor, view: VoiceMessageView) => isSender(actor, view) || view.isRecipient,
  /** Mark it heard: a recipient. */
  markHeard: (_actor: Actor, view: VoiceMessageView) => view.isRecipient,
  /** Whom it went to and who heard it: its sender. */
  readRecipients: isSender,
  /** Change its title, description, note or story flag, or delete it: its sender. */
  update: isSender,
  delete: isSender,
} as const;

/** Whether the reader is a recipient of voice message row `alias`. */
export const voiceRecipientSql = (alias: string, reader: Reader): Sql =>
  sql`exists (select 1 from voice_message_recipients vmr where vmr.message_id = ${alias}.id and vmr.user_id = ${reader})`;

/** The voice messages a reader may read, as a condition on `voice_messages` row `alias`: those they sent or received. */
export const voiceMessageScope = (alias: string, reader: Reader): Sql => sql`(${alias}.sender_id = ${reader} or ${voiceRecipientSql(alias, reader)})`;

/** Whether a sender may send to circle `circleId` (an expression): one they are a member of. */
export const voiceCircleOf = (circleId: string, sender: Reader): Sql => circleMemberScope(circleId, sender);

/** Who a message sent to circle `circleId` goes to: its members other than the sender, as a condition on `circle_members` row `alias`. */
export const voiceCircleRecipients = (alias: string, circleId: Uuid, sender: Uuid): Sql => sql`${circleReaders(alias, circleId)} and ${alias}.user_id <> ${sender}`;
