import type { EntityManager } from '@mikro-orm/postgresql';
import { capsuleContentScope } from '../../policies/time-capsule.policy.ts';
import { titleHolds, type TextTerms } from './search-terms.ts';

/** An opened time capsule a search found: its title, who made it and when it opened. */
export interface CapsuleMatchRow {
  id: string;
  title: string;
  creator_id: string;
  opened_at: Date;
}

// The expression of the partial full-text index time_capsules_search_index (opened capsules only),
// written exactly so that it is used. A sealed capsule is never matched: it is not opened, and the
// content scope would refuse it anyway.
const MATCHES = `c.status = 'opened' and to_tsvector('simple', c.title || ' ' || coalesce(c.message, '')) @@ (select to_tsquery('simple', ?))`;

/** The opened capsules whose content the viewer may read (capsuleContentScope) holding the words: title matches first, then the newest. */
export function capsulesMatching(em: EntityManager, viewerId: string, terms: TextTerms, limit: number): Promise<CapsuleMatchRow[]> {
  const readable = capsuleContentScope('c', { id: viewerId });
  return em.execute<CapsuleMatchRow[]>(
    `select c.id, c.title, c.creator_id, c.opened_at from time_capsules c
     where ${MATCHES} and ${readable.text}
     order by (${titleHolds('c.title', terms)}) desc, c.opened_at desc, c.id desc
     limit ?`,
    [terms.tsQuery, ...readable.params, ...terms.titlePatterns, limit],
  );
}
