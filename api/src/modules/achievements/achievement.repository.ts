import type { EntityManager } from '@mikro-orm/postgresql';
import { achievementPersonScope, achievementScope } from '../../policies/achievement.policy.ts';
import { treeReaders } from '../../policies/tree-access.policy.ts';
import type { AchievementType } from './achievement.entity.ts';

/** An achievement as a list reads it. */
export interface AchievementRow {
  id: string;
  tree_id: string;
  member_id: string;
  recorded_by_id: string | null;
  achievement_type: AchievementType;
  title: string;
  description: string | null;
  date: string | null;
  date_earliest: string | null;
  date_latest: string | null;
  day: string;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `a.id, a.tree_id, a.member_id, a.recorded_by_id, a.achievement_type, a.title, a.description, a.date,
  to_char(a.date_earliest, 'YYYY-MM-DD') as date_earliest, to_char(a.date_latest, 'YYYY-MM-DD') as date_latest,
  to_char(a.day, 'YYYY-MM-DD') as day, a.created_at, a.updated_at`;

const uuids = (ids: readonly string[]) => `{${ids.join(',')}}`;

/**
 * A page of the achievements the viewer may read (achievementScope), the latest first by (day, id):
 * in one tree or all of theirs, of one type or all. Each tree is read along its (tree, day, id) index
 * and stops at `limit` rows it may show; only those are merged. One statement.
 */
export async function achievementPage(
  em: EntityManager,
  q: { viewerId: string; treeIds: readonly string[]; type: AchievementType | null; after: { day: string; id: string } | null; limit: number },
): Promise<AchievementRow[]> {
  if (!q.treeIds.length) return [];
  // The person is joined and judged as each row comes along the index (`is true` keeps PostgreSQL
  // from turning the scope into a join that lists every person of the tree before the first row).
  const readable = achievementPersonScope('am', { id: q.viewerId });
  const conditions = ['a.tree_id = g.tree_id', `(${readable.text}) is true`];
  const params: unknown[] = [...readable.params];
  if (q.type) {
    conditions.push('a.achievement_type = ?');
    params.push(q.type);
  }
  if (q.after) {
    conditions.push('(a.day, a.id) < (?::date, ?::uuid)');
    params.push(q.after.day, q.after.id);
  }
  return em.execute<AchievementRow[]>(
    `select x.* from unnest(?::uuid[]) as g(tree_id) cross join lateral (
       select ${COLUMNS}, a.day as sort_day from family_achievements a join family_members am on am.id = a.member_id
       where ${conditions.join(' and ')} order by a.day desc, a.id desc limit ?) x
     order by x.sort_day desc, x.id desc limit ?`,
    [uuids(q.treeIds), ...params, q.limit, q.limit],
  );
}

/** A person's achievements the viewer may read, the latest first (at most 200). */
export async function memberAchievementRows(em: EntityManager, viewerId: string, memberId: string): Promise<AchievementRow[]> {
  const readable = achievementScope('a', { id: viewerId });
  return em.execute<AchievementRow[]>(`select ${COLUMNS} from family_achievements a where a.member_id = ?::uuid and ${readable.text} order by a.day desc, a.id desc limit 200`, [
    memberId,
    ...readable.params,
  ]);
}

/** One achievement the viewer may read, or none. */
export async function achievementRow(em: EntityManager, viewerId: string, id: string): Promise<AchievementRow | null> {
  const readable = achievementScope('a', { id: viewerId });
  const [row] = await em.execute<AchievementRow[]>(`select ${COLUMNS} from family_achievements a where a.id = ?::uuid and ${readable.text}`, [id, ...readable.params]);
  return row ?? null;
}

/** The photos of these achievements, in their order. */
export async function photoRows(em: EntityManager, ids: readonly string[]): Promise<{ id: string; achievement_id: string; key: string; position: number }[]> {
  if (!ids.length) return [];
  return em.execute(
    `select p.id, p.achievement_id, f.key, p.position from achievement_photos p join stored_files f on f.id = p.file_id
     where p.achievement_id = any(?::uuid[]) and f.status = 'ready' order by p.position, p.created_at, p.id`,
    [uuids(ids)],
  );
}

/** How many celebrated each of these achievements, and whether the viewer did. One statement. */
export async function celebrationFacts(em: EntityManager, viewerId: string, ids: readonly string[]): Promise<{ achievement_id: string; count: number; mine: boolean }[]> {
  if (!ids.length) return [];
  return em.execute(
    `select c.achievement_id, count(*)::int as count, bool_or(c.user_id = ?::uuid) as mine from achievement_celebrations c
     where c.achievement_id = any(?::uuid[]) group by c.achievement_id`,
    [viewerId, uuids(ids)],
  );
}

/** Who celebrated these achievements, the latest first, at most 50 each. */
export async function celebratorRows(em: EntityManager, ids: readonly string[]): Promise<{ achievement_id: string; user_id: string }[]> {
  if (!ids.length) return [];
  return em.execute(
    `select x.achievement_id, x.user_id from (
       select c.achievement_id, c.user_id, row_number() over (partition by c.achievement_id order by c.created_at desc, c.user_id) as n
       from achievement_celebrations c where c.achievement_id = any(?::uuid[])) x
     where x.n <= 50 order by x.achievement_id, x.n`,
    [uuids(ids)],
  );
}

/** Celebrates once: true when this call added the celebration (a second, even concurrent, adds nothing). */
export async function addCelebration(em: EntityManager, achievementId: string, userId: string): Promise<boolean> {
  const rows = await em.execute<{ user_id: string }[]>(
    `insert into achievement_celebrations (achievement_id, user_id, created_at) values (?::uuid, ?::uuid, now()) on conflict do nothing returning user_id`,
    [achievementId, userId],
  );
  return rows.length === 1;
}

/** Takes a celebration back (nothing when there was none). */
export async function removeCelebration(em: EntityManager, achievementId: string, userId: string): Promise<void> {
  await em.execute(`delete from achievement_celebrations where achievement_id = ?::uuid and user_id = ?::uuid`, [achievementId, userId]);
}

/**
 * Of these users, those who may read the achievement (achievementScope): whom a notice about it may
 * name it to. `everyReader` adds every reader of its tree who reads it (the person's relatives).
 */
export async function readersOf(em: EntityManager, achievementId: string, q: { userIds: readonly string[]; everyReader: boolean }): Promise<string[]> {
  const reader = achievementScope('a', { sql: 'c.user_id' });
  const treeReader = treeReaders('ta', { sql: 'a.tree_id' });
  const rows = await em.execute<{ user_id: string }[]>(
    `with a as (select * from family_achievements where id = ?::uuid),
     candidates as (
       select u as user_id from unnest(?::uuid[]) u
       union
       select ta.user_id from a join tree_access ta on ${treeReader.text} where ?)
     select c.user_id from candidates c cross join a where ${reader.text}`,
    [achievementId, uuids(q.userIds), ...treeReader.params, q.everyReader, ...reader.params],
  );
  return rows.map((r) => r.user_id);
}

/** The keys of these achievements' photo files (to remove from storage once their rows are gone). */
export async function photoKeysOf(em: EntityManager, achievementIds: readonly string[]): Promise<string[]> {
  if (!achievementIds.length) return [];
  const rows = await em.execute<{ key: string }[]>(
    `select f.key from achievement_photos p join stored_files f on f.id = p.file_id where p.achievement_id = any(?::uuid[])`,
    [uuids(achievementIds)],
  );
  return rows.map((r) => r.key);
}
