import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../../db/base-properties.ts';
import { User } from '../../users/user.entity.ts';
import { Tree } from '../../trees/tree.entity.ts';
import type { Gender } from '../../../../../shared/people/index.ts';

export { GENDERS, type Gender } from '../../../../../shared/people/index.ts';

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
    linkedUser: () => p.manyToOne(User).nullable().deleteRule('set null'),
    linkConfirmed: p.boolean().default(false),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    /** Birth and death as written (GEDCOM style, shared/dates), with the span of days each can mean. */
    birthDate: p.string().length(200).nullable(),
    birthEarliest: p.date().nullable(),
    birthLatest: p.date().nullable(),
    birthPlace: p.string().length(200).nullable(),
    deathDate: p.string().length(200).nullable(),
    deathEarliest: p.date().nullable(),
    deathLatest: p.date().nullable(),
    deathPlace: p.string().length(200).nullable(),
    /** Christening (or baptism) and burial, dated like birth and death. */
    christeningDate: p.string().length(200).nullable(),
    christeningEarliest: p.date().nullable(),
    christeningLatest: p.date().nullable(),
    christeningPlace: p.string().length(200).nullable(),
    burialDate: p.string().length(200).nullable(),
    burialEarliest: p.date().nullable(),
    burialLatest: p.date().nullable(),
    burialPlace: p.string().length(200).nullable(),
    occupation: p.string().length(200).nullable(),
    /** Names besides the first (married names, aliases), as written. */
    otherNames: p.array().default([]).$type<string[]>(),
    profilePicture: p.string().length(200).nullable(),
    bio: p.text().nullable(),
    /** Null only for a person standing for a user who has not said their gender. */
    gender: p.string().length(10).nullable().default('other').$type<Gender | null>(),
    isAlive: p.boolean().default(true),
    /** The person's name, birth date and photo are their linked user's profile, kept in step with it. */
    mirrorsProfile: p.boolean().default(false),
  },
  uniques: [{ name: 'family_members_one_person_per_user', properties: ['tree', 'linkedUser'] }],
  indexes: [
    { name: 'family_members_tree_name_index', expression: `create index "family_members_tree_name_index" on "family_members" ("tree_id", lower("last_name"), lower("first_name"))` },
    // Few people are users: indexing only them keeps imports of thousands of people cheap.
    { name: 'family_members_linked_user_id_index', expression: `create index "family_members_linked_user_id_index" on "family_members" ("linked_user_id") where "linked_user_id" is not null` },
    { name: 'family_members_tree_birth_day_index', properties: ['tree', 'birthEarliest', 'id'] },
    { name: 'family_members_lower_name_index', expression: `create index "family_members_lower_name_index" on "family_members" (lower("first_name"), lower("last_name"))` },
  ],
});

export class FamilyMember extends FamilyMemberSchema.class {}
FamilyMemberSchema.setClass(FamilyMember);
