import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import type { Gender } from '../../../../shared/people/index.ts';
import type { Language } from '../../i18n.ts';

export const RELATIONSHIP_STATUSES = ['single', 'married', 'divorced', 'widowed', 'partnered'] as const;
export type RelationshipStatus = (typeof RELATIONSHIP_STATUSES)[number];

export interface PrivacySettings {
  showEmail: boolean;
  showPhone: boolean;
  showAddress: boolean;
  showBirthday: boolean;
  allowFamilyConnections: boolean;
}

export const DEFAULT_PRIVACY: PrivacySettings = {
  showEmail: false,
  showPhone: false,
  showAddress: false,
  showBirthday: true,
  allowFamilyConnections: true,
};

export type UserRole = 'admin' | 'member';

const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    ...baseProperties,
    email: p.string().length(254).unique(),
    /** `claims.sub` from the identity provider. */
    sub: p.string().length(255).nullable(),
    firstName: p.string().length(100).nullable(),
    lastName: p.string().length(100).nullable(),
    /** Key of the profile photo in the file store. */
    profileImage: p.string().length(200).nullable(),
    dateOfBirth: p.date().nullable(),
    /** Null when the user did not say. */
    gender: p.string().length(10).nullable().$type<Gender | null>(),
    phone: p.string().length(40).nullable(),
    address: p.string().length(300).nullable(),
    bio: p.text().nullable(),
    occupation: p.string().length(100).nullable(),
    relationshipStatus: p.string().length(20).nullable().$type<RelationshipStatus | null>(),
    hometown: p.string().length(100).nullable(),
    currentCity: p.string().length(100).nullable(),
    location: p.string().length(100).nullable(),
    interests: p.array().default([]).$type<string[]>(),
    socialMedia: p.json<Record<string, string>>().nullable(),
    privacySettings: p.json<PrivacySettings>().onCreate(() => ({ ...DEFAULT_PRIVACY })),
    isOnboarded: p.boolean().default(false),
    /** The server's administrator (the first account) or a member. */
    role: p.string().length(20).default('member').$type<UserRole>(),
    /** Set by the administrator: the account cannot sign in, and its sessions and tokens no longer work. */
    disabledAt: p.datetime().nullable(),
    /** The language chosen on the profile page; null follows the browser's. */
    language: p.string().length(5).nullable().$type<Language | null>(),
    /**
     * The language of the browser they last used Kinfolk from (from its Accept-Language), for what is
     * written for them outside their own requests (notifications, e-mails) while `language` is null.
     */
    browserLanguage: p.string().length(5).nullable().$type<Language | null>(),
  },
  indexes: [
    {
      name: 'users_name_trgm_index',
      expression: `create index "users_name_trgm_index" on "users" using gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops)`,
    },
    {
      // Location only: other users never see the hometown or current city, so a search cannot match them.
      name: 'users_shown_location_trgm_index',
      expression: `create index "users_shown_location_trgm_index" on "users" using gin ((coalesce("location", '')) gin_trgm_ops)`,
    },
    { name: 'users_email_trgm_index', expression: `create index "users_email_trgm_index" on "users" using gin ("email" gin_trgm_ops)` },
    { name: 'users_lower_name_index', expression: `create index "users_lower_name_index" on "users" (lower("first_name"), lower("last_name"))` },
  ],
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);
