import type { EntityManager } from '@mikro-orm/postgresql';
import type { Gender } from '../people/family-member.entity.ts';
import type { PartnerKind, Pedigree } from '../relationships/relationship.entity.ts';

// A whole tree's people and edges as plain rows, for work that needs all of it at once outside a
// request (the insights' recompute): three statements, no entities, nothing checked for a viewer —
// the caller is a job of the tree itself, and what it derives is read per viewer later.

/** A person as the row keeps them: dates as written (shared/dates text) with the birth's last possible day. */
export interface PersonFactsRow {
  id: string;
  first_name: string;
  last_name: string;
  gender: Gender | null;
  birth_date: string | null;
  birth_latest: string | null;
  death_date: string | null;
  birth_place: string | null;
  is_alive: boolean;
}

/** A parent edge: `parent_id` is a parent of `child_id`. */
export interface ParentFactsRow {
  child_id: string;
  parent_id: string;
  pedigree: Pedigree | null;
}

/** A partnership, its two ends in stored order, with its beginning as written. */
export interface PartnerFactsRow {
  person_a: string;
  person_b: string;
  partner_kind: PartnerKind | null;
  start_value: string | null;
}

/** A tree's facts: its revision when read, its living years, its people, parents and partnerships. */
export interface TreeFacts {
  revision: number;
  livingYears: number;
  people: PersonFactsRow[];
  parents: ParentFactsRow[];
  partners: PartnerFactsRow[];
}

/**
 * Everything of a tree the whole-tree computations read, in one repeatable-read transaction so the
 * three lists agree with each other and with the revision; null when the tree is gone.
 */
export async function treeFacts(em: EntityManager, treeId: string): Promise<TreeFacts | null> {
  return em.transactional(
    async (tx) => {
      const [tree] = await tx.execute<{ revision: string; living_years: number }[]>('select revision::text as revision, living_years from trees where id = ?::uuid', [treeId]);
      if (!tree) return null;
      const people = await tx.execute<PersonFactsRow[]>(
        `select id, first_name, last_name, gender, birth_date, birth_latest::text as birth_latest, death_date, birth_place, is_alive
         from family_members where tree_id = ?::uuid`,
        [treeId],
      );
      const edges = await tx.execute<{ kind: string; from_id: string; to_id: string; pedigree: Pedigree | null; partner_kind: PartnerKind | null; start_value: string | null }[]>(
        // A partnership given only its exact day (the earlier clients' startDate) reads as that day written out.
        `select kind, from_id, to_id, pedigree, partner_kind, coalesce(start_value, upper(to_char(start_date, 'FMDD Mon YYYY'))) as start_value
         from family_relationships where tree_id = ?::uuid and kind in ('parent', 'partner')`,
        [treeId],
      );
      return {
        revision: Number(tree.revision),
        livingYears: tree.living_years,
        people,
        parents: edges.filter((e) => e.kind === 'parent').map((e) => ({ child_id: e.to_id, parent_id: e.from_id, pedigree: e.pedigree })),
        partners: edges.filter((e) => e.kind === 'partner').map((e) => ({ person_a: e.from_id, person_b: e.to_id, partner_kind: e.partner_kind, start_value: e.start_value })),
      };
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
}

/** How many people a tree has (0 for a tree that is gone): whether a whole-tree computation is large. */
export async function treePeopleCount(em: EntityManager, treeId: string): Promise<number> {
  const [row] = await em.execute<{ count: number }[]>('select count(*)::int as count from family_members where tree_id = ?::uuid', [treeId]);
  return row?.count ?? 0;
}
