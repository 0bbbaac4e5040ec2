import type { EntityManager } from '@mikro-orm/postgresql';
import { memberScope } from '../../policies/family-member.policy.ts';
import { storyScope } from '../../policies/story.policy.ts';
import type { StoryType } from './story.entity.ts';

/** A story as a page lists it. */
export interface StoryRow {
  id: string;
  title: string;
  content: string;
  story_type: StoryType;
  event_date: string | null;
  is_public: boolean;
  circle_id: string | null;
  author_id: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `s.id, s.title, s.content, s.story_type, to_char(s.event_date, 'YYYY-MM-DD') as event_date, s.is_public,
  s.circle_id, s.author_id, s.created_at, s.updated_at`;

const uuids = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** A page of the stories the viewer may read, newest first, keyed by (created_at, id). */
export async function storyPage(em: EntityManager, q: { viewerId: string; after: { createdAt: string; id: string } | null; limit: number }): Promise<StoryRow[]> {
  const after = q.after ? 'and (s.created_at, s.id) < (?::timestamptz, ?::uuid)' : '';
  const readable = storyScope('s', { id: q.viewerId });
  return em.execute<StoryRow[]>(
    `select ${COLUMNS} from family_stories s where ${readable.text} ${after} order by s.created_at desc, s.id desc limit ?`,
    [...readable.params, ...(q.after ? [q.after.createdAt, q.after.id] : []), q.limit],
  );
}

/** One story the viewer may read, or none. */
export async function storyRow(em: EntityManager, viewerId: string, id: string): Promise<StoryRow | null> {
  const readable = storyScope('s', { id: viewerId });
  const [row] = await em.execute<StoryRow[]>(`select ${COLUMNS} from family_stories s where s.id = ?::uuid and ${readable.text}`, [id, ...readable.params]);
  return row ?? null;
}

/** How many stories the viewer may read. */
export async function readableStoryCount(em: EntityManager, viewerId: string): Promise<number> {
  const readable = storyScope('s', { id: viewerId });
  const [row] = await em.execute<{ count: number }[]>(`select count(*)::int as count from family_stories s where ${readable.text}`, readable.params);
  return row.count;
}

/** The tags of these stories that name people the viewer sees. */
export async function visibleTagPairs(em: EntityManager, viewerId: string, storyIds: readonly string[]): Promise<{ story_id: string; member_id: string }[]> {
  if (!storyIds.length) return [];
  const seen = memberScope('fm', { id: viewerId });
  return em.execute(
    `select st.story_id, st.member_id from story_tags st join family_members fm on fm.id = st.member_id
     where st.story_id = any(?::uuid[]) and ${seen.text} order by fm.first_name, fm.last_name, fm.id`,
    [uuids(storyIds), ...seen.params],
  );
}

/** The memories attached to these stories, in their order (the viewer's right to see them is checked by the memories module). */
export async function attachedMemoryPairs(em: EntityManager, storyIds: readonly string[]): Promise<{ story_id: string; memory_id: string }[]> {
  if (!storyIds.length) return [];
  return em.execute(`select story_id, memory_id from story_memories where story_id = any(?::uuid[]) order by position, memory_id`, [uuids(storyIds)]);
}

/** Which of these people the viewer sees. */
export async function visibleMemberIds(em: EntityManager, viewerId: string, memberIds: readonly string[]): Promise<Set<string>> {
  if (!memberIds.length) return new Set();
  const seen = memberScope('fm', { id: viewerId });
  const rows = await em.execute<{ id: string }[]>(`select fm.id from family_members fm where fm.id = any(?::uuid[]) and ${seen.text}`, [uuids(memberIds), ...seen.params]);
  return new Set(rows.map((r) => r.id));
}
