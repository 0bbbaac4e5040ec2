import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { User } from '../users/user.entity.ts';
import { Tree } from '../trees/tree.entity.ts';

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/**
 * A person in a family tree. `linkedUser` is set when an owner or editor says the person is a
 * registered user; the link counts once that user confirms it (`linkConfirmed`).
 */
const FamilyMemberSchema = defineEntity({
  name: 'FamilyMember',
  tableName: 'family_members',
  properties: {
    ...baseProperties,
    tree: () => p.manyToOne(Tree).deleteRule('cascade'),
    linkedUser: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    linkConfirmed: p.boolean().default(false),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    dateOfBirth: p.date().nullable(),
    dateOfDeath: p.date().nullable(),
    profilePicture: p.string().length(200).nullable(),
    bio: p.text().nullable(),
    gender: p.string().length(10).default('other').$type<Gender>(),
    isAlive: p.boolean().default(true),
    /** The person's name, birth date and photo are their linked user's profile, kept in step with it. */
    mirrorsProfile: p.boolean().default(false),
  },
  uniques: [{ name: 'family_members_one_person_per_user', properties: ['tree', 'linkedUser'] }],
  indexes: [
    { name: 'family_members_tree_name_index', expression: `create index "family_members_tree_name_index" on "family_members" ("tree_id", lower("last_name"), lower("first_name"))` },
    { name: 'family_members_lower_name_index', expression: `create index "family_members_lower_name_index" on "family_members" (lower("first_name"), lower("last_name"))` },
  ],
});

export class FamilyMember extends FamilyMemberSchema.class {}
FamilyMemberSchema.setClass(FamilyMember);
