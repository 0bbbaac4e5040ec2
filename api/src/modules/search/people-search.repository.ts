import type { EntityManager } from '@mikro-orm/postgresql';
import { memberScope } from '../../policies/family-member.policy.ts';

/** A person a search found, with what their one-line summary needs. */
export interface PersonMatchRow {
  id: string;
  tree_id: string;
  first_name: string;
  last_name: string;
  birth_date: string | null;
  birth_latest: string | null;
  death_date: string | null;
  is_alive: boolean;
  linked_user_id: string | null;
  link_confirmed: boolean;
  profile_picture: string | null;
}

// The expression of the trigram index family_members_name_trgm_index: written exactly so, the
// index answers every condition below (ilike and %).
const NAME = `(fm.first_name || ' ' || fm.last_name)`;
// What the steps keep of each person found: enough to rank them; the rest is read for the few answered.
const COLUMNS = `fm.id, fm.first_name, fm.last_name, ${NAME} as name`;
/** Names of many people share their words: this many of those are ranked, not every one. */
const TYPED_SAMPLE = 100;
const MAX_WORDS = 6;

/** Text matched literally by ilike. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The people the viewer sees whose name is like the query, the closest first: the very name; then,
 * while fewer were found than asked for, names each typed word starts a word of ("Joh Sm" as it is
 * typed), at most TYPED_SAMPLE of them ranked; and then names similar as a whole ("Jon Smyth" finds
 * "John Smith"). Each step runs only when the ones before found too few, and similarity is worked
 * out once per name, not per person: trees repeat names.
 */
export function peopleMatching(em: EntityManager, viewerId: string, query: string, limit: number): Promise<PersonMatchRow[]> {
  const words = query.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  const whole = literal(words.join(' '));
  // Each word begins a word of the name. The index finds a word of three letters or more anywhere
  // in names (its own letters are rarer than those of word starts, so that is the cheaper look-up)
  // and the start is checked on the rows found; a shorter word has too few letters for that, and
  // is looked up at the start of the name or after a space.
  const typedWords = words.map((w) => (w.length >= 3 ? `${NAME} ilike ? and (' ' || ${NAME}) ilike ?` : `(${NAME} ilike ? or ${NAME} ilike ?)`)).join(' and ');
  const typedParams = words.flatMap((w) => (w.length >= 3 ? [`%${literal(w)}%`, `% ${literal(w)}%`] : [`${literal(w)}%`, `% ${literal(w)}%`]));
  const seen = memberScope('fm', { id: viewerId });
  return em.execute<PersonMatchRow[]>(
    `with exact as materialized (
       select ${COLUMNS} from family_members fm
       where ${words.length > 1 ? `${NAME} ilike ?` : 'false'} and ${seen.text} limit ?
     ), typed as materialized (
       select ${COLUMNS} from family_members fm
       where (select count(*) from exact) < ? and ${typedWords} and not ${NAME} ilike ? and ${seen.text} limit ${TYPED_SAMPLE}
     ), alike as materialized (
       select ${COLUMNS} from family_members fm
       where (select count(*) from exact) + (select count(*) from typed) < ? and ${NAME} % ?
         and not ${NAME} ilike ? and not exists (select 1 from typed t where t.id = fm.id) and ${seen.text}
     ), found as (
       select *, 0 as stage from exact union all select *, 1 from typed union all select *, 2 from alike
     ), scored as (
       select name, greatest(similarity(name, ?), word_similarity(?, name)) as score from found group by name
     )
     select fm.id, fm.tree_id, fm.first_name, fm.last_name, fm.birth_date, to_char(fm.birth_latest, 'YYYY-MM-DD') as birth_latest,
       fm.death_date, fm.is_alive, fm.linked_user_id, fm.link_confirmed, fm.profile_picture
     from (select f.id, f.stage, s.score from found f join scored s on s.name = f.name
           order by f.stage, s.score desc, f.last_name, f.first_name, f.id limit ?) best
     join family_members fm on fm.id = best.id
     order by best.stage, best.score desc, fm.last_name, fm.first_name, fm.id`,
    [
      ...(words.length > 1 ? [whole] : []), ...seen.params, limit,
      limit, ...typedParams, whole, ...seen.params,
      limit, query, whole, ...seen.params,
      query, query,
      limit,
    ],
  );
}
