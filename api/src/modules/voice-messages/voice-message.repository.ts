import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type Sql } from '../../policies/sql.ts';
import { sharesATreeWith } from '../../policies/tree-access.policy.ts';
import { voiceCircleOf, voiceCircleRecipients, voiceMessageScope } from '../../policies/voice-message.policy.ts';

/** A voice message as read for a viewer: the message, its recording's facts, and the viewer's own place in it. */
export interface VoiceMessageRow {
  id: string;
  title: string;
  description: string | null;
  transcript: string | null;
  is_story: boolean;
  sender_id: string;
  circle_id: string | null;
  duration_seconds: number;
  created_at: string | Date;
  key: string;
  mime_type: string;
  peaks: number[] | null;
  is_recipient: boolean;
  heard_at: string | Date | null;
  recipient_count: number;
}

/** Messages the viewer may read (voiceMessageScope) that also meet `where`, newest first, after `after`. */
function readable(em: EntityManager, viewerId: string, where: Sql, options: { after?: { createdAt: string; id: string } | null; limit: number }) {
  const scope = voiceMessageScope('vm', { id: viewerId });
  const after = options.after ? 'and (vm.created_at, vm.id) < (?::timestamptz, ?::uuid)' : '';
  const afterParams = options.after ? [options.after.createdAt, options.after.id] : [];
  return em.execute<VoiceMessageRow[]>(
    `select vm.id, vm.title, vm.description, vm.transcript, vm.is_story, vm.sender_id, vm.circle_id, vm.duration_seconds, vm.created_at,
       sf.key, sf.mime_type, sf.peaks, r.id is not null as is_recipient, r.heard_at,
       (select count(*)::int from voice_message_recipients c where c.message_id = vm.id) as recipient_count
     from voice_messages vm
     join stored_files sf on sf.id = vm.file_id
     left join voice_message_recipients r on r.message_id = vm.id and r.user_id = ?::uuid
     where ${scope.text} and ${where.text} ${after}
     order by vm.created_at desc, vm.id desc
     limit ?`,
    [viewerId, ...scope.params, ...where.params, ...afterParams, options.limit],
  );
}

/** Messages sent to the viewer (only unheard ones if asked). */
export const inboxPage = (em: EntityManager, viewerId: string, unheardOnly: boolean, after: { createdAt: string; id: string } | null, limit: number) =>
  readable(em, viewerId, unheardOnly ? sql`r.id is not null and r.heard_at is null` : sql`r.id is not null`, { after, limit });

/** Messages the viewer sent. */
export const sentPage = (em: EntityManager, viewerId: string, after: { createdAt: string; id: string } | null, limit: number) =>
  readable(em, viewerId, sql`vm.sender_id = ${{ id: viewerId }}`, { after, limit });

/** Voice stories the viewer may hear, all or one sender's. */
export const voiceStoryRows = (em: EntityManager, viewerId: string, senderId: string | null, limit: number) =>
  readable(em, viewerId, senderId ? sql`vm.is_story and vm.sender_id = ${{ id: senderId }}` : sql`vm.is_story`, { limit });

/** One message the viewer may read, or none. */
export async function voiceMessageRow(em: EntityManager, viewerId: string, id: string): Promise<VoiceMessageRow | null> {
  const [row] = await readable(em, viewerId, sql`vm.id = ${{ id }}`, { limit: 1 });
  return row ?? null;
}

/** How many messages the viewer has not heard. */
export async function unheardCount(em: EntityManager, viewerId: string): Promise<number> {
  const [row] = await em.execute<{ count: number }[]>(`select count(*)::int as count from voice_message_recipients where user_id = ?::uuid and heard_at is null`, [viewerId]);
  return row.count;
}

/** Whom and when a message reached (its sender's view). */
export function recipientRows(em: EntityManager, messageId: string) {
  return em.execute<{ user_id: string; heard_at: string | Date | null }[]>(
    `select user_id, heard_at from voice_message_recipients where message_id = ?::uuid order by created_at, user_id`,
    [messageId],
  );
}

/** Of `userIds`, those the sender may send to (sharesATreeWith). */
export async function relativesAmong(em: EntityManager, senderId: string, userIds: readonly string[]): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const relative = sharesATreeWith('u.id', { id: senderId });
  const rows = await em.execute<{ id: string }[]>(`select u.id from users u where u.id = any(?::uuid[]) and ${relative.text}`, [`{${userIds.join(',')}}`, ...relative.params]);
  return new Set(rows.map((row) => row.id));
}

/** Every relative the sender may send to. */
export async function relativeIds(em: EntityManager, senderId: string): Promise<string[]> {
  const relative = sharesATreeWith('u.id', { id: senderId });
  const rows = await em.execute<{ id: string }[]>(`select u.id from users u where ${relative.text}`, relative.params);
  return rows.map((row) => row.id);
}

/** The other members of a circle the sender is in; null when they are not in it (or it does not exist). */
export async function circleRecipientIds(em: EntityManager, senderId: string, circleId: string): Promise<string[] | null> {
  const member = voiceCircleOf('?::uuid', { id: senderId });
  const [inCircle] = await em.execute<{ yes: boolean }[]>(`select ${member.text} as yes`, [circleId, ...member.params]);
  if (!inCircle?.yes) return null;
  const recipients = voiceCircleRecipients('cm', { id: circleId }, { id: senderId });
  const rows = await em.execute<{ user_id: string }[]>(`select cm.user_id from circle_members cm where ${recipients.text}`, recipients.params);
  return rows.map((row) => row.user_id);
}
