import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { Tree } from '../trees/tree.entity.ts';
import { FamilyMember } from '../family/people/family-member.entity.ts';
import { Heirloom } from './heirloom.entity.ts';

export const PASSING_KINDS = ['inherited', 'gift', 'bought', 'other'] as const;
/** How an heirloom came to one of its owners. */
export type PassingKind = (typeof PASSING_KINDS)[number];

/**
 * One owner in an heirloom's journey, in order (`position`, the first known owner 0): a person of
 * the heirloom's tree, how it came to them, and from when to when they had it, as genealogists write
 * dates. The owner who has it now is `current` (one at most). A row after the first is a passing:
 * the timeline shows it on `sinceDay`. When the person is removed from the tree the row stays, with
 * no person, so the journey keeps its shape. `tree` repeats the heirloom's, for the timeline's index.
 */
const HeirloomOwnerSchema = defineEntity({
  name: 'HeirloomOwner',
  tableName: 'family_asset_owners',
  properties: {
    ...baseProperties,
    heirloom: () => p.manyToOne(Heirloom).deleteRule('cascade').index(),
    tree: () => p.manyToOne(Tree).deleteRule('cascade'),
    member: () => p.manyToOne(FamilyMember).nullable().deleteRule('set null').index(),
    position: p.integer(),
    current: p.boolean().default(false),
    how: p.string().length(10).$type<PassingKind>().nullable(),
    since: p.string().length(200).nullable(),
    sinceEarliest: p.date().nullable(),
    sinceLatest: p.date().nullable(),
    sinceDay: p.date().nullable(),
    until: p.string().length(200).nullable(),
    untilEarliest: p.date().nullable(),
    untilLatest: p.date().nullable(),
  },
  indexes: [{ name: 'family_asset_owners_tree_since_index', properties: ['tree', 'sinceDay', 'id'] }],
});

export class HeirloomOwner extends HeirloomOwnerSchema.class {}
HeirloomOwnerSchema.setClass(HeirloomOwner);
