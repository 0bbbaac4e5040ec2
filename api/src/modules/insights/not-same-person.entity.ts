import { defineEntity, p } from '@mikro-orm/postgresql';
import { Tree } from '../trees/tree.entity.ts';
import { User } from '../users/user.entity.ts';
import { FamilyMember } from '../family/people/family-member.entity.ts';

/**
 * Two people of a tree its editors said are not the same person, the smaller id first: the
 * duplicate rule never offers the pair again. Gone with either person.
 */
const NotSamePersonSchema = defineEntity({
  name: 'NotSamePerson',
  tableName: 'insight_not_same_people',
  properties: {
    tree: () => p.manyToOne(Tree).primary().deleteRule('cascade'),
    personA: () => p.manyToOne(FamilyMember).primary().deleteRule('cascade'),
    personB: () => p.manyToOne(FamilyMember).primary().deleteRule('cascade').index(),
    markedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    markedAt: p.datetime().onCreate(() => new Date()),
  },
  checks: [{ name: 'insight_not_same_people_ordered', expression: 'person_a_id < person_b_id' }],
});

export class NotSamePerson extends NotSamePersonSchema.class {}
NotSamePersonSchema.setClass(NotSamePerson);
