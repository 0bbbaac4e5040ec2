import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { User } from '../users/user.entity.ts';
import { Tree } from '../trees/tree.entity.ts';
import { FamilyMember } from '../family/people/family-member.entity.ts';

export const HEIRLOOM_TYPES = ['jewellery', 'furniture', 'document', 'photograph', 'tool', 'textile', 'recipe', 'other'] as const;
export type HeirloomType = (typeof HEIRLOOM_TYPES)[number];

/**
 * Something a family keeps and hands down (the spec's family_assets): it belongs to a tree and goes
 * with it. Its owners, from the first known to the one who has it now, are its HeirloomOwner rows;
 * the person meant to have it next is `intendedOwner`. Its acquisition date is written as
 * genealogists write dates (shared/dates) with the span of days it can mean; `acquisitionDay` is the
 * day the timeline shows it on (its first day, else its last; none without a date). The value, an
 * amount in a currency, is the tree's owner's and editors' alone (the heirloom policy).
 */
const HeirloomSchema = defineEntity({
  name: 'Heirloom',
  tableName: 'family_assets',
  properties: {
    ...baseProperties,
    tree: () => p.manyToOne(Tree).deleteRule('cascade'),
    recordedBy: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    name: p.string().length(200),
    assetType: p.string().length(20).$type<HeirloomType>(),
    description: p.text().nullable(),
    story: p.text().nullable(),
    acquisitionDate: p.string().length(200).nullable(),
    acquisitionEarliest: p.date().nullable(),
    acquisitionLatest: p.date().nullable(),
    acquisitionDay: p.date().nullable(),
    valueAmount: p.decimal('string').precision(14).scale(2).nullable(),
    valueCurrency: p.string().length(3).nullable(),
    intendedOwner: () => p.manyToOne(FamilyMember).nullable().deleteRule('set null').index(),
  },
  indexes: [
    { name: 'family_assets_tree_name_index', properties: ['tree', 'name', 'id'] },
    { name: 'family_assets_tree_acquisition_index', properties: ['tree', 'acquisitionDay', 'id'] },
  ],
});

export class Heirloom extends HeirloomSchema.class {}
HeirloomSchema.setClass(Heirloom);
