import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { User } from '../users/user.entity.ts';
import { Tree } from '../trees/tree.entity.ts';
import { FamilyMember } from '../family/people/family-member.entity.ts';

export const ACHIEVEMENT_TYPES = ['graduation', 'award', 'sport', 'career', 'service', 'milestone'] as const;
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number];

/**
 * Something a person of a family tree achieved, recorded by an editor of the tree. It belongs to
 * the tree (it goes with the person); its recorder is kept until their account goes. Its date is
 * written as genealogists write dates (shared/dates) with the span of days it can mean; `day` is
 * the day it sorts by: the date's first day, else its last, else the day it was recorded.
 */
const AchievementSchema = defineEntity({
  name: 'Achievement',
  tableName: 'family_achievements',
  properties: {
    ...baseProperties,
    tree: () => p.manyToOne(Tree).deleteRule('cascade'),
    member: () => p.manyToOne(FamilyMember).deleteRule('cascade').index(),
    recordedBy: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    achievementType: p.string().length(20).$type<AchievementType>(),
    title: p.string().length(200),
    description: p.text().nullable(),
    date: p.string().length(200).nullable(),
    dateEarliest: p.date().nullable(),
    dateLatest: p.date().nullable(),
    day: p.date(),
  },
  indexes: [{ name: 'family_achievements_tree_day_index', properties: ['tree', 'day', 'id'] }],
});

export class Achievement extends AchievementSchema.class {}
AchievementSchema.setClass(Achievement);
