import type { EntityManager } from '@mikro-orm/postgresql';
import { circleMemberScope } from '../../policies/circle.policy.ts';
import { titleHolds, type TextTerms } from './search-terms.ts';

/** A memory a search found: its title, its circle's name, its date and its thumbnail's key. */
export interface MemoryMatchRow {
  id: string;
  title: string;
  circle_name: string;
  event_date: string | null;
  thumbnail_key: string | null;
}

// The expression of the full-text index memories_search_index, written exactly so that it is used.
// The query is read through a sub-select: planned without knowing its words, the statement always
// reaches its rows by the index, even for a word nearly every memory holds (whose texts a whole-table
// scan would parse one by one).
const MATCHES = `to_tsvector('simple', m.title || ' ' || coalesce(m.description, '')) @@ (select to_tsquery('simple', ?))`;

/**
 * The memories of the viewer's circles whose title or description holds the words: those whose
 * title holds them first, then the newest.
 */
export function memoriesMatching(em: EntityManager, viewerId: string, terms: TextTerms, limit: number): Promise<MemoryMatchRow[]> {
  // The best are chosen first, by their own rows; only those few are joined to their circle and thumbnail.
  const seen = circleMemberScope('m.circle_id', { id: viewerId });
  return em.execute<MemoryMatchRow[]>(
    `with best as (
       select m.id, m.title, m.circle_id, m.event_date, m.file_id, m.created_at, (${titleHolds('m.title', terms)}) as title_holds
       from memories m
       where ${MATCHES} and ${seen.text}
       order by title_holds desc, m.created_at desc, m.id desc
       limit ?
     )
     select b.id, b.title, c.name as circle_name, to_char(b.event_date, 'YYYY-MM-DD') as event_date,
       (select d.key from stored_files d where d.parent_id = b.file_id and d.variant = 'w400' and d.status = 'ready' limit 1) as thumbnail_key
     from best b join family_circles c on c.id = b.circle_id
     order by b.title_holds desc, b.created_at desc, b.id desc`,
    [...terms.titlePatterns, terms.tsQuery, ...seen.params, limit],
  );
}
