import type { EntityManager } from '@mikro-orm/postgresql';
import type { HeirloomType } from '../heirlooms/index.ts';
import { heirloomScope } from '../../policies/heirloom.policy.ts';
import { titleHolds, type TextTerms } from './search-terms.ts';

/** An heirloom a search found: its name and kind, and who has it now (never its value). */
export interface HeirloomMatchRow {
  id: string;
  name: string;
  asset_type: HeirloomType;
  owner_first: string | null;
  owner_last: string | null;
}

// The expression of the full-text index family_assets_search_index, written exactly so that it is
// used; the query through a sub-select, so that it always is (see memory-search.repository.ts).
const MATCHES = `to_tsvector('simple', h.name || ' ' || coalesce(h.description, '') || ' ' || coalesce(h.story, '')) @@ (select to_tsquery('simple', ?))`;

/**
 * The heirlooms the viewer may read (heirloomScope) whose name, description or story holds the
 * words: those whose name holds them first, then by name.
 */
export function heirloomsMatching(em: EntityManager, viewerId: string, terms: TextTerms, limit: number): Promise<HeirloomMatchRow[]> {
  const readable = heirloomScope('h', { id: viewerId });
  return em.execute<HeirloomMatchRow[]>(
    `select h.id, h.name, h.asset_type, m.first_name as owner_first, m.last_name as owner_last
     from family_assets h
       left join family_asset_owners o on o.heirloom_id = h.id and o.current
       left join family_members m on m.id = o.member_id
     where ${MATCHES} and ${readable.text}
     order by (${titleHolds('h.name', terms)}) desc, h.name, h.id
     limit ?`,
    [terms.tsQuery, ...readable.params, ...terms.titlePatterns, limit],
  );
}
