import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { User } from '../users/user.entity.ts';

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** A person in a user's family tree; `linkedUser` is set when the person has an account. */
const FamilyMemberSchema = defineEntity({
  name: 'FamilyMember',
  tableName: 'family_members',
  properties: {
    ...baseProperties,
    /** The user whose tree this member belongs to. */
    owner: () => p.manyToOne(User).deleteRule('cascade').index(),
    linkedUser: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    dateOfBirth: p.date().nullable(),
    dateOfDeath: p.date().nullable(),
    profilePicture: p.string().length(200).nullable(),
    bio: p.text().nullable(),
    gender: p.string().length(10).default('other').$type<Gender>(),
    isAlive: p.boolean().default(true),
    /** The member that stands for the tree's owner. */
    isSelf: p.boolean().default(false),
  },
  uniques: [{ name: 'family_members_one_self_per_tree', properties: ['owner'], where: { isSelf: true } }],
  indexes: [
    { name: 'family_members_owner_name_index', expression: `create index "family_members_owner_name_index" on "family_members" ("owner_id", lower("last_name"), lower("first_name"))` },
    { name: 'family_members_lower_name_index', expression: `create index "family_members_lower_name_index" on "family_members" (lower("first_name"), lower("last_name"))` },
  ],
});

export class FamilyMember extends FamilyMemberSchema.class {}
FamilyMemberSchema.setClass(FamilyMember);
