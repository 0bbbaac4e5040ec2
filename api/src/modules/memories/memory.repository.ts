import type { EntityManager } from '@mikro-orm/postgresql';
import { circleMemberScope } from '../../policies/circle.policy.ts';
import { memberScope } from '../../policies/family-member.policy.ts';
import { sql, type Sql } from '../../policies/sql.ts';
import type { CircleRole } from '../circles/index.ts';

/** A memory as a page lists it: its row, its file's, the viewer's role in its circle and its pictures. */
export interface MemoryRow {
  id: string;
  title: string;
  description: string | null;
  kind: 'image' | 'video';
  event_date: string | null;
  circle_id: string;
  uploaded_by_id: string | null;
  created_at: Date;
  file_id: string;
  file_key: string;
  file_mime_type: string;
  file_size: string;
  file_width: number | null;
  file_height: number | null;
  file_duration_seconds: number | null;
  viewer_role: CircleRole;
  derived: Partial<Record<'w400' | 'w1600' | 'poster', string>>;
  /** Tags of people the viewer sees. */
  tagged_count: number;
}

// The columns of a page's memories: their files, the viewer's role, the keys of the pictures made so
// far and how many of its tags name people the viewer sees, read for the page's rows only.
const columns = (viewerId: string): Sql => sql`m.id, m.title, m.description, m.kind, to_char(m.event_date, 'YYYY-MM-DD') as event_date, m.circle_id,
    m.uploaded_by_id, m.created_at, m.file_id, f.key as file_key, f.mime_type as file_mime_type, f.size as file_size,
    f.width as file_width, f.height as file_height, f.duration_seconds as file_duration_seconds,
    (select cm.role from circle_members cm where cm.circle_id = m.circle_id and cm.user_id = ${{ id: viewerId }}) as viewer_role,
    coalesce((select json_object_agg(d.variant, d.key) from stored_files d where d.parent_id = m.file_id and d.status = 'ready'), '{}') as derived,
    (select count(*) from photo_tags t join family_members fm on fm.id = t.member_id where t.memory_id = m.id and ${memberScope('fm', { id: viewerId })})::int as tagged_count`;

/** The memories the viewer may see (those of their circles) with their columns, to add conditions to. */
const selectSeen = (viewerId: string): Sql =>
  sql`select ${columns(viewerId)} from memories m join stored_files f on f.id = m.file_id where ${circleMemberScope('m.circle_id', { id: viewerId })}`;

export interface PageQuery {
  viewerId: string;
  circleId?: string | null;
  memberId?: string | null;
  /** Newest first: after (created_at, id). */
  after?: { createdAt: string; id: string } | null;
  limit: number;
}

/** A page of the memories the viewer may see, newest first, keyed by (created_at, id). */
export async function memoryPage(em: EntityManager, q: PageQuery): Promise<MemoryRow[]> {
  // The memories of the viewer's circles, newest first by index, stopping at the page's end before anything is joined.
  const seen = circleMemberScope('m.circle_id', { id: q.viewerId });
  const where: string[] = [seen.text];
  const params: unknown[] = [...seen.params];
  if (q.circleId) {
    where.push('m.circle_id = ?::uuid');
    params.push(q.circleId);
  }
  if (q.memberId) {
    // Only people the viewer sees (the tag of someone else's tree tells nothing).
    const tagSeen = memberScope('fm', { id: q.viewerId });
    where.push(`exists (select 1 from photo_tags t join family_members fm on fm.id = t.member_id where t.memory_id = m.id and t.member_id = ?::uuid and ${tagSeen.text})`);
    params.push(q.memberId, ...tagSeen.params);
  }
  if (q.after) {
    where.push('(m.created_at, m.id) < (?::timestamptz, ?::uuid)');
    params.push(q.after.createdAt, q.after.id);
  }
  params.push(q.limit);
  const cols = columns(q.viewerId);
  return em.execute<MemoryRow[]>(
    `with page as (select m.* from memories m where ${where.join(' and ')} order by m.created_at desc, m.id desc limit ?)
     select ${cols.text} from page m join stored_files f on f.id = m.file_id order by m.created_at desc, m.id desc`,
    [...params, ...cols.params],
  );
}

/** One memory the viewer may see, or none. */
export async function memoryRow(em: EntityManager, viewerId: string, id: string): Promise<MemoryRow | null> {
  const select = selectSeen(viewerId);
  const [row] = await em.execute<MemoryRow[]>(`${select.text} and m.id = ?::uuid`, [...select.params, id]);
  return row ?? null;
}

/** The memories among `ids` that the viewer may see (in no particular order). */
export async function memoryRowsByIds(em: EntityManager, viewerId: string, ids: readonly string[]): Promise<MemoryRow[]> {
  if (!ids.length) return [];
  const select = selectSeen(viewerId);
  return em.execute<MemoryRow[]>(`${select.text} and m.id = any(?::uuid[])`, [...select.params, `{${ids.join(',')}}`]);
}

/** How many memories the viewer's circles hold. */
export async function visibleMemoryCount(em: EntityManager, viewerId: string): Promise<number> {
  const seen = circleMemberScope('m.circle_id', { id: viewerId });
  const [row] = await em.execute<{ count: number }[]>(`select count(*)::int as count from memories m where ${seen.text}`, seen.params);
  return row.count;
}
