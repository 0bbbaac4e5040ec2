import type { EntityManager } from '@mikro-orm/postgresql';
import { promptResponseScope } from '../../policies/prompt-response.policy.ts';
import type { TextTerms } from './search-terms.ts';

/** An answer to a daily prompt a search found: its text, who gave it, on which day, in which family. */
export interface MomentAnswerMatchRow {
  id: string;
  response: string;
  user_id: string;
  tree_id: string;
  tree_name: string;
  day: string;
}

// The expression of the full-text index prompt_responses_search_index, written exactly so that it is
// used; the query through a sub-select, so that it always is (see memory-search.repository.ts).
const MATCHES = `to_tsvector('simple', r.response) @@ (select to_tsquery('simple', ?))`;

/** The answers of the viewer's families that hold the words, the newest day first. */
export function momentAnswersMatching(em: EntityManager, viewerId: string, terms: TextTerms, limit: number): Promise<MomentAnswerMatchRow[]> {
  const readable = promptResponseScope('r', { id: viewerId });
  return em.execute<MomentAnswerMatchRow[]>(
    `select r.id, r.response, r.user_id, m.tree_id, t.name as tree_name, to_char(m.day, 'YYYY-MM-DD') as day
     from prompt_responses r join daily_moments m on m.id = r.moment_id join trees t on t.id = m.tree_id
     where ${MATCHES} and ${readable.text}
     order by m.day desc, r.created_at desc, r.id desc
     limit ?`,
    [terms.tsQuery, ...readable.params, limit],
  );
}
