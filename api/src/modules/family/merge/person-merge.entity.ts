import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../../db/base-properties.ts';
import { Tree } from '../../trees/tree.entity.ts';
import { User } from '../../users/user.entity.ts';
import type { MovedReferences } from './person-references.ts';
import type { MovedEdge } from './relationship-moves.ts';

/** What a merge did, kept for its undo: the kept person's columns it wrote, the edges and every module's rows it moved. */
export interface MergeMoves {
  /** Columns of the kept person the merge wrote, with the values it wrote. */
  fields: Record<string, unknown>;
  edges: { moved: MovedEdge[]; dropped: Record<string, unknown>[] };
  /** By reference name (table.column), what its module moved. */
  references: Record<string, MovedReferences>;
}

/**
 * Two people of one tree found to be the same person: `mergedId` was merged into `keepId` and left
 * the tree. The row keeps the merged person's former row whole (`mergedPerson`), the kept person's
 * row as it was (`keptBefore`) and what was moved, so that the merge can be undone exactly. The
 * people are plain ids, not keys: the merged person is gone, and the kept one may go later (an undo
 * then says so).
 */
const PersonMergeSchema = defineEntity({
  name: 'PersonMerge',
  tableName: 'person_merges',
  properties: {
    ...baseProperties,
    tree: () => p.manyToOne(Tree).deleteRule('cascade').index(),
    keepId: p.uuid(),
    mergedId: p.uuid(),
    mergedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    mergedPerson: p.json().$type<Record<string, unknown>>(),
    keptBefore: p.json().$type<Record<string, unknown>>(),
    moves: p.json().$type<MergeMoves>(),
    undoneAt: p.datetime().nullable(),
    undoneBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
  },
  indexes: [
    // Where a merged person stands now (person_now), followed by the merges not undone.
    { name: 'person_merges_merged_index', expression: `create index "person_merges_merged_index" on "person_merges" ("merged_id") where "undone_at" is null` },
  ],
});

export class PersonMerge extends PersonMergeSchema.class {}
PersonMergeSchema.setClass(PersonMerge);
