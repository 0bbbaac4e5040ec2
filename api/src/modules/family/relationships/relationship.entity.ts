import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Tree } from '../../trees/tree.entity.ts';
import { FamilyMember } from '../people/family-member.entity.ts';
import type { WindowEdge } from '../tree-window/tree-window.repository.ts';

// The kinds of edge, of partnership and of parentage, as the schema's RelationshipKind, PartnerKind
// and Pedigree name them (graphql/schema-enums.ts stops the type check when they disagree).
export const RELATIONSHIP_KINDS = ['parent', 'partner', 'sibling', 'grandparent', 'uncle_aunt', 'cousin'] as const;
export type RelationshipKind = (typeof RELATIONSHIP_KINDS)[number];
export const PARTNER_KINDS = ['married', 'partner', 'divorced', 'separated'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];
export const PEDIGREES = ['birth', 'adopted', 'foster'] as const;
export type Pedigree = (typeof PEDIGREES)[number];

/** Kinds whose two ends are interchangeable; they are stored with the smaller id first. */
export const SYMMETRIC_KINDS: readonly RelationshipKind[] = ['partner', 'sibling', 'cousin'];

/**
 * An edge of a family tree (spec: family_relationships). Deleting either member deletes the edge.
 */
const FamilyRelationshipSchema = defineEntity({
  name: 'FamilyRelationship',
  tableName: 'family_relationships',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    createdAt: p.datetime().onCreate(() => new Date()),
    /**
     * The tree that holds the edge; both members are in it. No foreign key of its own: the members'
     * keys already hold the edge to the tree (deleting a tree deletes its members, and they their
     * edges), and a key checked per row would cost a large import a quarter of its writing time.
     */
    tree: () => p.manyToOne(Tree).createForeignKeyConstraint(false).index(),
    from: () => p.manyToOne(FamilyMember).deleteRule('cascade'),
    to: () => p.manyToOne(FamilyMember).deleteRule('cascade'),
    kind: p.string().length(20).$type<RelationshipKind>(),
    partnerKind: p.string().length(20).nullable().$type<PartnerKind | null>(),
    startDate: p.date().nullable(),
    endDate: p.date().nullable(),
    /** A partnership's beginning (marriage) and end (divorce) as genealogists write them (shared/dates), with their spans. */
    startValue: p.string().length(200).nullable(),
    startEarliest: p.date().nullable(),
    startLatest: p.date().nullable(),
    startPlace: p.string().length(200).nullable(),
    endValue: p.string().length(200).nullable(),
    endEarliest: p.date().nullable(),
    endLatest: p.date().nullable(),
    /** A parent edge's pedigree; null is by birth or not said. */
    pedigree: p.string().length(10).nullable().$type<Pedigree | null>(),
  },
  uniques: [{ name: 'family_relationships_edge_unique', properties: ['from', 'to', 'kind'] }],
  indexes: [
    // A person's edges from them are found through the unique index, which begins with `from`.
    { name: 'family_relationships_to_kind_index', properties: ['to', 'kind'] },
  ],
});

export class FamilyRelationship extends FamilyRelationshipSchema.class {}
FamilyRelationshipSchema.setClass(FamilyRelationship);

/** An edge as it reaches the API: an entity, or a row of a tree window built in SQL (dates already withheld where needed). */
export type RelationshipShape =
  | FamilyRelationship
  | (WindowEdge & { treeId: string; datesHidden: boolean });
