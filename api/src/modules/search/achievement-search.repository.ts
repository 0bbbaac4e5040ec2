import type { AchievementType } from '../achievements/index.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { achievementScope } from '../../policies/achievement.policy.ts';
import { titleHolds, type TextTerms } from './search-terms.ts';

/** An achievement a search found: its title, kind and date, and its person's name. */
export interface AchievementMatchRow {
  id: string;
  title: string;
  achievement_type: AchievementType;
  date: string | null;
  first_name: string;
  last_name: string;
}

// The expression of the full-text index family_achievements_search_index, written exactly so that
// it is used; the query through a sub-select, so that it always is (see memory-search.repository.ts).
const MATCHES = `to_tsvector('simple', a.title || ' ' || coalesce(a.description, '')) @@ (select to_tsquery('simple', ?))`;

/**
 * The achievements the viewer may read (achievementScope: people they see, with their details)
 * whose title or description holds the words: those whose title holds them first, then the latest.
 */
export function achievementsMatching(em: EntityManager, viewerId: string, terms: TextTerms, limit: number): Promise<AchievementMatchRow[]> {
  const readable = achievementScope('a', { id: viewerId });
  return em.execute<AchievementMatchRow[]>(
    `select a.id, a.title, a.achievement_type, a.date, m.first_name, m.last_name
     from family_achievements a join family_members m on m.id = a.member_id
     where ${MATCHES} and ${readable.text}
     order by (${titleHolds('a.title', terms)}) desc, a.day desc, a.id desc
     limit ?`,
    [terms.tsQuery, ...readable.params, ...terms.titlePatterns, limit],
  );
}
