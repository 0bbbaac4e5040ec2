import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChallengeFact } from './challenge-texts.ts';

// The facts challenges count: real contributions of one person as the records stand now, each
// with the moment it happened. A read model over other modules' tables (named in
// api/test/table-owners.test.ts): most start from the activity record (who did what, when) and keep
// only what still stands — a person added and then removed, a tag taken off, a story deleted no
// longer counts. Bulk work counts once: a GEDCOM import writes one `tree_created` entry marked
// `imported`, not one per person, so it is one `tree_imported` fact and no `person_added` ones.

/** The person the user is in each tree (their own card), and that person's ancestors, by tree. */
const ANCESTORS = `with recursive up(id, depth) as (
    select me.id, 0 from family_members me where me.linked_user_id = ?
    union
    select r.from_id, up.depth + 1 from up join family_relationships r on r.to_id = up.id and r.kind in ('parent', 'grandparent')
    where up.depth < 40
  )`;

/**
 * The person an added person stands as now: themselves, or, once merged into another (two records
 * of one person), the person they were merged into (person_now, through the merges not undone).
 * A merge neither adds people nor takes away the credit for adding them; each person counts once.
 */
const STANDS_AS = `case when exists (select 1 from person_merges pm where pm.merged_id = e.object_id and pm.undone_at is null)
  then person_now(e.object_id) else e.object_id end`;

/** Each fact as a statement answering `at` rows for the user; `?` is the user's id every time. */
const FACTS: Record<ChallengeFact, (dated: boolean) => string> = {
  person_added: (dated) => `select min(e.created_at) as at from events e join family_members m on m.id = ${STANDS_AS}
    where e.actor_id = ? and e.verb = 'member_added'${dated ? ' and m.birth_date is not null' : ''} group by m.id`,
  ancestor_added: (dated) => `${ANCESTORS}
    select min(e.created_at) as at from events e join family_members m on m.id = ${STANDS_AS}
    where e.actor_id = ? and e.verb = 'member_added'${dated ? ' and m.birth_date is not null' : ''}
      and m.id in (select id from up where depth > 0) group by m.id`,
  relationship_added: () => `select e.created_at as at from events e join family_relationships r on r.id = e.object_id
    where e.actor_id = ? and e.verb = 'relationship_added'`,
  photo_tagged: () => `select t.created_at as at from photo_tags t where t.tagged_by_id = ?`,
  memory_added: () => `select m.created_at as at from memories m where m.uploaded_by_id = ?`,
  story_written: () => `select s.created_at as at from family_stories s where s.author_id = ?`,
  story_about_grandparent: () => `select s.created_at as at from family_stories s where s.author_id = ? and exists (
      select 1 from story_tags st
      join family_members me on me.linked_user_id = s.author_id
      where st.story_id = s.id and (
        exists (select 1 from family_relationships g where g.kind = 'grandparent' and g.from_id = st.member_id and g.to_id = me.id)
        or exists (select 1 from family_relationships p1 join family_relationships p2 on p2.to_id = p1.from_id and p2.kind = 'parent'
          where p1.kind = 'parent' and p1.to_id = me.id and p2.from_id = st.member_id)))`,
  relative_joined: () => `select e.created_at as at from events e join tree_access ta on ta.id = e.object_id
    where e.subject_user_id = ? and e.verb = 'access_accepted' and ta.status = 'active' and ta.invited_by_id = e.subject_user_id`,
  connection_made: () => `select c.created_at as at from user_connections c where c.user_id = ?`,
  person_linked: () => `select e.created_at as at from events e join family_members m on m.id = e.object_id
    where e.actor_id = ? and e.verb = 'member_linked' and m.link_confirmed and m.linked_user_id = e.subject_user_id and m.linked_user_id <> e.actor_id`,
  moment_answered: () => `select r.created_at as at from prompt_responses r where r.user_id = ?`,
  voice_message_sent: () => `select v.created_at as at from voice_messages v where v.sender_id = ?`,
  voice_story_recorded: () => `select v.created_at as at from voice_messages v where v.sender_id = ? and v.is_story`,
  achievement_recorded: () => `select a.created_at as at from family_achievements a where a.recorded_by_id = ?`,
  achievement_celebrated: () => `select c.created_at as at from achievement_celebrations c where c.user_id = ?`,
  event_organized: () => `select f.created_at as at from family_events f where f.organizer_id = ? and f.cancelled_at is null`,
  capsule_sealed: () => `select c.sealed_at as at from time_capsules c where c.creator_id = ? and c.status in ('sealed', 'opened')`,
  tree_imported: () => `select e.created_at as at from events e join trees t on t.id = e.tree_id
    where e.actor_id = ? and e.verb = 'tree_created' and e.data->>'imported' = 'true'`,
};

/** How many `?` each fact's statement takes (all the user's id). */
const placeholders = (sql: string) => sql.split('?').length - 1;

export interface FactRow {
  fact: ChallengeFact;
  dated: boolean;
  at: Date;
}

/**
 * The user's facts of the given kinds since `since`, oldest first, in one statement: each kind once
 * plain and, where asked, once with a birth date.
 */
export async function factsOf(em: EntityManager, userId: string, kinds: readonly { fact: ChallengeFact; dated: boolean }[], since: Date): Promise<FactRow[]> {
  if (!kinds.length) return [];
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const { fact, dated } of kinds) {
    const sql = FACTS[fact](dated);
    // A part with its own WITH is wrapped so the union stays valid.
    parts.push(`select ?::text as fact, ?::boolean as dated, f.at from (${sql}) f where f.at >= ?`);
    params.push(fact, dated, ...Array.from({ length: placeholders(sql) }, () => userId), since);
  }
  const rows = await em.execute<{ fact: ChallengeFact; dated: boolean; at: Date }[]>(`${parts.join('\nunion all\n')} order by at`, params);
  return rows.map((r) => ({ fact: r.fact, dated: r.dated, at: new Date(r.at) }));
}

/**
 * The facts of many users at once, by user: the same statements as factsOf, each run for every user
 * of the list in one statement (planned once, not once a person), for the nightly recount.
 */
export async function factsOfMany(em: EntityManager, userIds: readonly string[], kinds: readonly { fact: ChallengeFact; dated: boolean }[], since: Date): Promise<Map<string, FactRow[]>> {
  const byUser = new Map<string, FactRow[]>(userIds.map((id) => [id, []]));
  if (!kinds.length || !userIds.length) return byUser;
  const parts = kinds.map(({ fact, dated }) => {
    // Each `?` of a fact's statement is the user: here the user of the row of the list it runs for.
    const sql = FACTS[fact](dated).replaceAll('?', 'u.id');
    return `select u.id as user_id, ?::text as fact, ?::boolean as dated, f.at from people u cross join lateral (${sql}) f where f.at >= ?`;
  });
  const rows = await em.execute<{ user_id: string; fact: ChallengeFact; dated: boolean; at: Date }[]>(
    `with people as (select distinct jsonb_array_elements_text(?::jsonb)::uuid as id)
     ${parts.join('\nunion all\n')} order by at`,
    [JSON.stringify(userIds), ...kinds.flatMap(({ fact, dated }) => [fact, dated, since])],
  );
  for (const r of rows) byUser.get(r.user_id)?.push({ fact: r.fact, dated: r.dated, at: new Date(r.at) });
  return byUser;
}

/** Every kind of fact, for the days a person contributed on (streaks). */
export const EVERY_FACT = Object.keys(FACTS) as ChallengeFact[];
