import type { EntityManager } from '@mikro-orm/postgresql';
import { runPreparedOrInTransaction } from '../../db/prepared-statements.ts';
import { answerReaders, dailyMomentScope, promptResponseScope } from '../../policies/prompt-response.policy.ts';
import type { PromptColumns } from './daily-moment.presenter.ts';

// The statements of daily moments. Every read of days and answers is limited by the policy's
// scopes (policies/prompt-response.policy.ts), so a list, a page and a count agree. The reads of
// days and answers run as named prepared statements (`read` below): their text is the same for
// every reader, and PostgreSQL planning the scopes' joins took longer than running them.

/** Runs a read of days or answers, prepared once per connection (see db/prepared-statements.ts). */
const read = <T>(em: EntityManager, text: string, values: readonly unknown[]) => runPreparedOrInTransaction<T>(em, 'moments', text, [...values]);

const uuids = (ids: readonly string[]) => `{${ids.join(',')}}`;

/**
 * The prompt a tree is asked next: the oldest active prompt of its own queue not yet asked or
 * skipped there; else the active catalogue prompt asked there the fewest times, in an order fixed
 * for the tree (its id and the prompt's catalogue key hashed), so families do not all get the same
 * prompt on the same day and each goes through the whole catalogue before any prompt comes back.
 * `$tree` and `$except` (a prompt not to choose, or null) are SQL expressions.
 */
const nextPromptSql = (tree: string, except: string) => `(
  select coalesce(
    (select q.id from daily_prompts q
      where q.tree_id = ${tree} and q.is_active and q.id is distinct from ${except}
        and not exists (select 1 from daily_moments qm where qm.tree_id = ${tree} and (qm.prompt_id = q.id or qm.skipped_prompt_id = q.id))
      order by q.created_at, q.id limit 1),
    (select c.id from daily_prompts c
      left join (select x.prompt_id, count(*) as times from daily_moments cm
          cross join lateral (values (cm.prompt_id), (cm.skipped_prompt_id)) as x(prompt_id)
          where cm.tree_id = ${tree} and x.prompt_id is not null group by x.prompt_id) used on used.prompt_id = c.id
      where c.catalogue_key is not null and c.is_active and c.id is distinct from ${except}
      order by coalesce(used.times, 0), md5(${tree}::text || ':' || c.catalogue_key), c.id limit 1)))`;

/**
 * Writes a tree's day on its first request (nothing when it is there: the unique key of tree and
 * day makes two servers or tabs asking at once agree on one row).
 */
export async function ensureMoment(em: EntityManager, treeId: string, day: string): Promise<void> {
  await em.execute(
    `insert into daily_moments (id, created_at, updated_at, tree_id, day, prompt_id)
     select gen_random_uuid(), now(), now(), ?::uuid, ?::date, next.id from (select ${nextPromptSql('?::uuid', 'null::uuid')} as id) next
     where next.id is not null
     on conflict (tree_id, day) do nothing`,
    [treeId, day, treeId, treeId, treeId, treeId],
  );
}

/** A day as the service reads it, with its prompt. */
export interface MomentRow extends PromptColumns {
  id: string;
  tree_id: string;
  day: string;
  skipped_by_id: string | null;
  skipped: boolean;
  answer_count: number;
}

const MOMENT_COLUMNS = `m.id, m.tree_id, to_char(m.day, 'YYYY-MM-DD') as day, m.skipped_by_id, m.skipped_prompt_id is not null as skipped,
  (select count(*)::int from prompt_responses mr where mr.moment_id = m.id) as answer_count,
  p.id as p_id, p.prompt_text as p_text, p.prompt_text_es as p_text_es, p.prompt_type as p_type, p.tree_id as p_tree_id, p.author_id as p_author_id`;

/** A tree's day the reader may read, by tree and day, or none. */
export async function momentOfDay(em: EntityManager, readerId: string, treeId: string, day: string): Promise<MomentRow | null> {
  const readable = dailyMomentScope('m', { id: readerId });
  const [row] = await read<MomentRow>(
    em,
    `select ${MOMENT_COLUMNS} from daily_moments m join daily_prompts p on p.id = m.prompt_id
     where m.tree_id = ?::uuid and m.day = ?::date and ${readable.text}`,
    [treeId, day, ...readable.params],
  );
  return row ?? null;
}

/** A day the reader may read, by its id, or none. */
export async function momentById(em: EntityManager, readerId: string, id: string): Promise<MomentRow | null> {
  const readable = dailyMomentScope('m', { id: readerId });
  const [row] = await read<MomentRow>(
    em,
    `select ${MOMENT_COLUMNS} from daily_moments m join daily_prompts p on p.id = m.prompt_id where m.id = ?::uuid and ${readable.text}`,
    [id, ...readable.params],
  );
  return row ?? null;
}

/**
 * A page of a tree's days before `before`, newest first, keyed by the day: the (tree, day) key is
 * walked backwards from `before` and stops at the page's end, however many days the tree has.
 */
export async function momentPage(em: EntityManager, q: { readerId: string; treeId: string; before: string; limit: number }): Promise<MomentRow[]> {
  const readable = dailyMomentScope('m', { id: q.readerId });
  return read<MomentRow>(
    em,
    `select ${MOMENT_COLUMNS} from daily_moments m join daily_prompts p on p.id = m.prompt_id
     where m.tree_id = ?::uuid and m.day < ?::date and ${readable.text}
     order by m.day desc limit ?`,
    [q.treeId, q.before, ...readable.params, q.limit],
  );
}

/**
 * Skips a tree's day: its prompt is replaced by the next one and kept as skipped. Only once, and
 * only while nobody answered (checked in the statement, so two relatives skipping at once skip
 * once). Answers whether it was skipped now.
 */
export async function skipMoment(em: EntityManager, momentId: string, userId: string): Promise<boolean> {
  const rows = await em.execute<{ id: string }[]>(
    `update daily_moments m set skipped_prompt_id = m.prompt_id, skipped_by_id = ?::uuid, updated_at = now(),
       prompt_id = ${nextPromptSql('m.tree_id', 'm.prompt_id')}
     where m.id = ?::uuid and m.skipped_prompt_id is null
       and not exists (select 1 from prompt_responses sr where sr.moment_id = m.id)
       and ${nextPromptSql('m.tree_id', 'm.prompt_id')} is not null
     returning m.id`,
    [userId, momentId],
  );
  return rows.length > 0;
}

/** An answer as the service reads it. */
export interface AnswerRow extends PromptColumns {
  id: string;
  moment_id: string;
  tree_id: string;
  day: string;
  user_id: string;
  response: string;
  photo_key: string | null;
  audio_key: string | null;
  likes: number;
  /** Who liked it, in the order they did. */
  liker_ids: string[];
  created_at: Date;
  updated_at: Date;
}

// Who liked an answer comes with it (the likes' key leads with the answer): whether the reader
// did, and the likers' names when asked for, cost no statement of their own.
const ANSWER_COLUMNS = `r.id, r.moment_id, m.tree_id, to_char(m.day, 'YYYY-MM-DD') as day, r.user_id, r.response,
  pf.key as photo_key, af.key as audio_key, r.likes, r.created_at, r.updated_at,
  array(select l.user_id from prompt_response_likes l where l.response_id = r.id order by l.created_at, l.user_id) as liker_ids,
  p.id as p_id, p.prompt_text as p_text, p.prompt_text_es as p_text_es, p.prompt_type as p_type, p.tree_id as p_tree_id, p.author_id as p_author_id`;

const ANSWER_FROM = `prompt_responses r join daily_moments m on m.id = r.moment_id join daily_prompts p on p.id = r.prompt_id
  left join stored_files pf on pf.id = r.photo_id and pf.status = 'ready'
  left join stored_files af on af.id = r.audio_id and af.status = 'ready'`;

/** The answers of these days the reader may read, oldest first: one statement for a whole page of days. */
export async function answersOfMoments(em: EntityManager, readerId: string, momentIds: readonly string[]): Promise<AnswerRow[]> {
  if (!momentIds.length) return [];
  const readable = promptResponseScope('r', { id: readerId });
  return read<AnswerRow>(
    em,
    `select ${ANSWER_COLUMNS} from ${ANSWER_FROM} where r.moment_id = any(?::uuid[]) and ${readable.text} order by r.created_at, r.id`,
    [uuids(momentIds), ...readable.params],
  );
}

/** One answer the reader may read, or none. */
export async function answerById(em: EntityManager, readerId: string, id: string): Promise<AnswerRow | null> {
  const readable = promptResponseScope('r', { id: readerId });
  const [row] = await read<AnswerRow>(em, `select ${ANSWER_COLUMNS} from ${ANSWER_FROM} where r.id = ?::uuid and ${readable.text}`, [id, ...readable.params]);
  return row ?? null;
}

/** A person's answers in a tree the reader may read, oldest first. */
export async function answersOfAuthor(em: EntityManager, readerId: string, treeId: string, authorId: string, limit: number): Promise<AnswerRow[]> {
  const readable = promptResponseScope('r', { id: readerId });
  return read<AnswerRow>(
    em,
    `select ${ANSWER_COLUMNS} from ${ANSWER_FROM} where r.user_id = ?::uuid and m.tree_id = ?::uuid and ${readable.text}
     order by m.day, r.id limit ?`,
    [authorId, treeId, ...readable.params, limit],
  );
}

/**
 * Likes an answer once, or takes the like back: the like's row and the answer's count change in one
 * statement, and a second like (from another tab, at the same moment) finds the row there and adds
 * nothing.
 */
export async function setLike(em: EntityManager, answerId: string, userId: string, like: boolean): Promise<void> {
  const change = like
    ? `insert into prompt_response_likes (response_id, user_id, created_at) values (?::uuid, ?::uuid, now()) on conflict do nothing returning response_id`
    : `delete from prompt_response_likes where response_id = ?::uuid and user_id = ?::uuid returning response_id`;
  await em.execute(
    `with changed as (${change})
     update prompt_responses r set likes = r.likes ${like ? '+' : '-'} (select count(*)::int from changed) where r.id = ?::uuid`,
    [answerId, userId, answerId],
  );
}

/**
 * How many days in a row a user answered in a tree, up to `today` if they answered today, else up
 * to the day before: the days answered, newest first, count while each is the one before the last.
 */
export async function streakOf(em: EntityManager, userId: string, treeId: string, today: string): Promise<number> {
  const [row] = await em.execute<{ streak: number }[]>(
    `with answered as (
       select m.day from prompt_responses r join daily_moments m on m.id = r.moment_id
       where r.user_id = ?::uuid and m.tree_id = ?::uuid and m.day <= ?::date),
     start as (select case when exists (select 1 from answered where day = ?::date) then ?::date else ?::date - 1 end as day),
     numbered as (select a.day, row_number() over (order by a.day desc) as n from answered a, start where a.day <= start.day)
     select count(*)::int as streak from numbered, start where numbered.day = start.day - (numbered.n - 1)::int`,
    [userId, treeId, today, today, today, today],
  );
  return row.streak;
}

/** The prompts of a tree's queue not yet asked or skipped there, in the order they will be asked. */
export async function queueOf(em: EntityManager, treeId: string): Promise<PromptColumns[]> {
  return em.execute<PromptColumns[]>(
    `select q.id as p_id, q.prompt_text as p_text, q.prompt_text_es as p_text_es, q.prompt_type as p_type, q.tree_id as p_tree_id, q.author_id as p_author_id
     from daily_prompts q
     where q.tree_id = ?::uuid and q.is_active
       and not exists (select 1 from daily_moments qm where qm.tree_id = q.tree_id and (qm.prompt_id = q.id or qm.skipped_prompt_id = q.id))
     order by q.created_at, q.id limit 100`,
    [treeId],
  );
}

/** A family's own prompt, with whether it was asked (or skipped) there already. */
export async function familyPrompt(em: EntityManager, id: string): Promise<(PromptColumns & { asked: boolean }) | null> {
  const [row] = await em.execute<(PromptColumns & { asked: boolean })[]>(
    `select q.id as p_id, q.prompt_text as p_text, q.prompt_text_es as p_text_es, q.prompt_type as p_type, q.tree_id as p_tree_id, q.author_id as p_author_id,
       exists (select 1 from daily_moments qm where qm.tree_id = q.tree_id and (qm.prompt_id = q.id or qm.skipped_prompt_id = q.id)) as asked
     from daily_prompts q where q.id = ?::uuid and q.tree_id is not null and q.is_active`,
    [id],
  );
  return row ?? null;
}

/** The readers of a tree to tell of an answer (its author aside). */
export async function answerAudience(em: EntityManager, treeId: string, authorId: string): Promise<string[]> {
  const readers = answerReaders('a', '?::uuid');
  const rows = await em.execute<{ user_id: string }[]>(`select a.user_id from tree_access a where ${readers.text} and a.user_id <> ?::uuid`, [treeId, ...readers.params, authorId]);
  return rows.map((r) => r.user_id);
}

/** Whether a user reads a tree (is of its family). */
export async function readsTree(em: EntityManager, treeId: string, userId: string): Promise<boolean> {
  const readers = answerReaders('a', '?::uuid');
  const rows = await em.execute(`select 1 from tree_access a where ${readers.text} and a.user_id = ?::uuid`, [treeId, ...readers.params, userId]);
  return rows.length > 0;
}
