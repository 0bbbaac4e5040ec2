import type { EntityManager } from '@mikro-orm/postgresql';
import { capsuleCircleOf, capsuleContentScope, capsuleRecipientSql, circleRecipients, timeCapsuleScope, treeRecipients } from '../../policies/time-capsule.policy.ts';
import { readsTheTreeSql, sharesATreeWith } from '../../policies/tree-access.policy.ts';
import type { CapsuleStatus, RecipientKind } from './time-capsule.entity.ts';
import type { AttachmentKind } from './time-capsule-attachment.entity.ts';

/**
 * A capsule as the viewer may read it. Its content (title, message) is read only where the policy's
 * capsuleContentScope allows: for anyone else the statement itself answers null, so a sealed
 * capsule's words are never read into a request that may not show them.
 */
export interface CapsuleRow {
  id: string;
  creator_id: string;
  title: string | null;
  message: string | null;
  recipient_kind: RecipientKind;
  circle_id: string | null;
  tree_id: string | null;
  open_at: Date;
  time_zone: string;
  status: CapsuleStatus;
  sealed_at: Date | null;
  opened_at: Date | null;
  created_at: Date;
  is_recipient: boolean;
}

const uuids = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** The columns of a capsule read by `viewerId`, its content behind the content scope. */
function columns(viewerId: string) {
  const content = capsuleContentScope('c', { id: viewerId });
  const recipient = capsuleRecipientSql('c', { id: viewerId });
  return {
    text: `c.id, c.creator_id, case when ${content.text} then c.title end as title, case when ${content.text} then c.message end as message,
      c.recipient_kind, c.circle_id, c.tree_id, c.open_at, c.time_zone, c.status, c.sealed_at, c.opened_at, c.created_at, ${recipient.text} as is_recipient`,
    params: [...content.params, ...content.params, ...recipient.params],
  };
}

/** One capsule the viewer knows of (timeCapsuleScope), or none. */
export async function capsuleRow(em: EntityManager, viewerId: string, id: string): Promise<CapsuleRow | null> {
  const cols = columns(viewerId);
  const known = timeCapsuleScope('c', { id: viewerId });
  const [row] = await em.execute<CapsuleRow[]>(`select ${cols.text} from time_capsules c where c.id = ?::uuid and ${known.text}`, [...cols.params, id, ...known.params]);
  return row ?? null;
}

/** A listed capsule, with its opening moment to the microsecond as a page's cursor names it. */
export interface ListedRow extends CapsuleRow {
  cursor_at: string;
}

/** A capsule's opening moment as a cursor writes it: UTC, to the microsecond the database keeps. */
const CURSOR_AT = `to_char(c.open_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at`;

/** Where a page of the sent list continues: after this moment and id. */
export interface SentAfter {
  at: string;
  id: string;
}

/** The capsules the viewer made (cancelled ones left out), those opening soonest first: up to `limit` after `after`. */
export async function sentRows(em: EntityManager, viewerId: string, limit: number, after: SentAfter | null = null): Promise<ListedRow[]> {
  const cols = columns(viewerId);
  return em.execute<ListedRow[]>(
    `select ${cols.text}, ${CURSOR_AT} from time_capsules c where c.creator_id = ?::uuid and c.status <> 'cancelled'
     ${after ? 'and (c.open_at, c.id) > (?::timestamptz, ?::uuid)' : ''} order by c.open_at, c.id limit ?`,
    [...cols.params, viewerId, ...(after ? [after.at, after.id] : []), limit],
  );
}

/** Where a page of the received list continues: in the sealed part or the opened part, after this moment and id. */
export interface ForMeAfter extends SentAfter {
  sealed: boolean;
}

/**
 * The capsules for the viewer (sealed: soonest first; then opened: latest first), others' alone: up to
 * `limit` after `after`. A capsule that opens between two pages may be met twice or not at all.
 */
export async function forMeRows(em: EntityManager, viewerId: string, limit: number, after: ForMeAfter | null = null): Promise<ListedRow[]> {
  const cols = columns(viewerId);
  const known = timeCapsuleScope('c', { id: viewerId });
  const rest = !after
    ? { text: '', params: [] as unknown[] }
    : after.sealed
      ? { text: `and ((c.status = 'sealed' and (c.open_at, c.id) > (?::timestamptz, ?::uuid)) or c.status <> 'sealed')`, params: [after.at, after.id] }
      : { text: `and c.status <> 'sealed' and (c.open_at < ?::timestamptz or (c.open_at = ?::timestamptz and c.id > ?::uuid))`, params: [after.at, after.at, after.id] };
  return em.execute<ListedRow[]>(
    `select ${cols.text}, ${CURSOR_AT} from time_capsules c where c.creator_id <> ?::uuid and ${known.text} ${rest.text}
     order by (c.status = 'sealed') desc, case when c.status = 'sealed' then c.open_at end, c.open_at desc, c.id limit ?`,
    [...cols.params, viewerId, ...known.params, ...rest.params, limit],
  );
}

/** An attachment of a capsule whose content the viewer may read. */
export interface AttachmentRow {
  id: string;
  capsule_id: string;
  kind: AttachmentKind;
  key: string;
  mime_type: string;
  size: string;
  width: number | null;
  height: number | null;
  duration_seconds: number | null;
}

/** The attachments of these capsules whose content the viewer may read, in the order they were added. */
export async function readableAttachments(em: EntityManager, viewerId: string, capsuleIds: readonly string[]): Promise<AttachmentRow[]> {
  if (!capsuleIds.length) return [];
  const content = capsuleContentScope('c', { id: viewerId });
  return em.execute<AttachmentRow[]>(
    `select a.id, a.capsule_id, a.kind, f.key, f.mime_type, f.size, f.width, f.height, f.duration_seconds
     from time_capsule_attachments a join time_capsules c on c.id = a.capsule_id join stored_files f on f.id = a.file_id
     where a.capsule_id = any(?::uuid[]) and f.status = 'ready' and ${content.text} order by a.created_at, a.id`,
    [uuids(capsuleIds), ...content.params],
  );
}

/** The recipients written for these capsules (their creator's to read). */
export async function recipientPairs(em: EntityManager, capsuleIds: readonly string[]): Promise<{ capsule_id: string; user_id: string }[]> {
  if (!capsuleIds.length) return [];
  return em.execute(`select capsule_id, user_id from time_capsule_recipients where capsule_id = any(?::uuid[]) order by created_at, user_id`, [uuids(capsuleIds)]);
}

/** Which of these users are the creator's relatives (they read a tree together). */
export async function relativesAmong(em: EntityManager, creatorId: string, userIds: readonly string[]): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const relative = sharesATreeWith('u.id', { id: creatorId });
  const rows = await em.execute<{ id: string }[]>(`select u.id from users u where u.id = any(?::uuid[]) and ${relative.text}`, [uuids(userIds), ...relative.params]);
  return new Set(rows.map((r) => r.id));
}

/** Whether the creator is in the circle. */
export async function inCircle(em: EntityManager, creatorId: string, circleId: string): Promise<boolean> {
  const scope = capsuleCircleOf('?::uuid', { id: creatorId });
  const rows = await em.execute(`select 1 where ${scope.text}`, [circleId, ...scope.params]);
  return rows.length > 0;
}

/** Whether the creator reads the tree. */
export async function readsTree(em: EntityManager, creatorId: string, treeId: string): Promise<boolean> {
  const rows = await em.execute(`select 1 from tree_access a where a.tree_id = ?::uuid and a.user_id = ?::uuid and ${readsTheTreeSql('a')}`, [treeId, creatorId]);
  return rows.length > 0;
}

/** Writes a circle's members other than the creator as a capsule's recipients (at its sealing). */
export async function writeCircleRecipients(em: EntityManager, capsuleId: string, circleId: string, creatorId: string): Promise<number> {
  const members = circleRecipients('cm', { id: circleId }, { id: creatorId });
  const rows = await em.execute(
    `insert into time_capsule_recipients (capsule_id, user_id, created_at) select ?::uuid, cm.user_id, now() from circle_members cm where ${members.text} on conflict do nothing returning user_id`,
    [capsuleId, ...members.params],
  );
  return rows.length;
}

/** Writes a tree's readers (now) other than the creator as a capsule's recipients (at its opening). */
export async function writeTreeRecipients(em: EntityManager, capsuleId: string, treeId: string, creatorId: string): Promise<void> {
  const readers = treeRecipients('ta', { id: treeId }, { id: creatorId });
  await em.execute(`insert into time_capsule_recipients (capsule_id, user_id, created_at) select distinct ?::uuid, ta.user_id, now() from tree_access ta where ${readers.text} on conflict do nothing`, [
    capsuleId,
    ...readers.params,
  ]);
}

/** The user ids a capsule is written for. */
export async function recipientIdsOf(em: EntityManager, capsuleId: string): Promise<string[]> {
  const rows = await em.execute<{ user_id: string }[]>(`select user_id from time_capsule_recipients where capsule_id = ?::uuid`, [capsuleId]);
  return rows.map((r) => r.user_id);
}

/** The readers of a tree now, other than the creator (a capsule for the whole tree is for them). */
export async function treeReaderIds(em: EntityManager, treeId: string, creatorId: string): Promise<string[]> {
  const readers = treeRecipients('ta', { id: treeId }, { id: creatorId });
  const rows = await em.execute<{ user_id: string }[]>(`select distinct ta.user_id from tree_access ta where ${readers.text}`, readers.params);
  return rows.map((r) => r.user_id);
}

/** The users a creator may name as recipients (their relatives: they read a tree together), by name. */
export async function relativeIdsOf(em: EntityManager, creatorId: string, limit: number): Promise<string[]> {
  const relative = sharesATreeWith('u.id', { id: creatorId });
  const rows = await em.execute<{ id: string }[]>(
    `select u.id from users u where ${relative.text} order by lower(coalesce(u.first_name, '')), lower(coalesce(u.last_name, '')), u.id limit ?`,
    [...relative.params, limit],
  );
  return rows.map((r) => r.id);
}
