import type { EntityManager } from '@mikro-orm/postgresql';
import { storyScope } from '../../policies/story.policy.ts';
import { titleHolds, type TextTerms } from './search-terms.ts';

/** A story a search found: its title, who wrote it and when it happened. */
export interface StoryMatchRow {
  id: string;
  title: string;
  author_id: string | null;
  event_date: string | null;
}

// The expression of the full-text index family_stories_search_index, written exactly so that it is
// used; the query through a sub-select, so that it always is (see memory-search.repository.ts).
const MATCHES = `to_tsvector('simple', s.title || ' ' || s.content) @@ (select to_tsquery('simple', ?))`;

/**
 * The stories the viewer may read whose title or text holds the words: those whose title holds
 * them first, then the newest.
 */
export function storiesMatching(em: EntityManager, viewerId: string, terms: TextTerms, limit: number): Promise<StoryMatchRow[]> {
  const readable = storyScope('s', { id: viewerId });
  return em.execute<StoryMatchRow[]>(
    `select s.id, s.title, s.author_id, to_char(s.event_date, 'YYYY-MM-DD') as event_date
     from family_stories s
     where ${MATCHES} and ${readable.text}
     order by (${titleHolds('s.title', terms)}) desc, s.created_at desc, s.id desc
     limit ?`,
    [terms.tsQuery, ...readable.params, ...terms.titlePatterns, limit],
  );
}
