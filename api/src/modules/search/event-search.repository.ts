import type { EntityManager } from '@mikro-orm/postgresql';
import { familyEventScope } from '../../policies/family-event.policy.ts';
import { titleHolds, type TextTerms } from './search-terms.ts';

/** A family event a search found: its title, when and where. */
export interface EventMatchRow {
  id: string;
  title: string;
  starts_at: Date | string;
  time_zone: string;
  all_day: boolean;
  location: string | null;
  cancelled: boolean;
}

// The expression of the full-text index family_events_search_index, written exactly so that it is
// used; the query through a sub-select, so that it always is (see memory-search.repository.ts).
const MATCHES = `to_tsvector('simple', e.title || ' ' || coalesce(e.description, '') || ' ' || coalesce(e.location, '')) @@ (select to_tsquery('simple', ?))`;

/**
 * The family events the viewer may see whose title, description or place holds the words: those
 * whose title holds them first, then the nearest in time, coming ones before past ones.
 */
export function eventsMatching(em: EntityManager, viewerId: string, terms: TextTerms, limit: number): Promise<EventMatchRow[]> {
  const seen = familyEventScope('e', { id: viewerId });
  return em.execute<EventMatchRow[]>(
    `select e.id, e.title, e.starts_at, e.time_zone, e.all_day, e.location, e.cancelled_at is not null as cancelled
     from family_events e
     where ${MATCHES} and ${seen.text}
     order by (${titleHolds('e.title', terms)}) desc, e.starts_at < now(), abs(extract(epoch from e.starts_at - now())), e.id
     limit ?`,
    [terms.tsQuery, ...seen.params, ...terms.titlePatterns, limit],
  );
}
