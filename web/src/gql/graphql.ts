/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Kinds of things that show in the recent activity list. */
export type ActivityKind =
  /** The account was created. */
  | 'joined'
  /** The onboarding wizard was completed. */
  | 'onboarded'
  /** The profile was updated. */
  | 'profile_updated'
  /** An access token was created. */
  | 'token_created'
  /** An access token was revoked. */
  | 'token_revoked';

/** What the onboarding wizard collects. */
export type CompleteOnboardingInput = {
  /** A few words about the user (required, at most 2,000 characters). */
  bio: string;
  /** Date of birth, not in the future. */
  dateOfBirth?: string | null | undefined;
  /** Given name (required, 1–100 characters). */
  firstName: string;
  /** Family name (required, 1–100 characters). */
  lastName: string;
  /** Where the user is (required, at most 100 characters). */
  location: string;
  /** A profile photo: an image (JPEG, PNG, GIF or WebP) of at most 10 MB. */
  profileImage?: File | null | undefined;
};

/** Privacy settings to change; fields left out keep their value. */
export type PrivacySettingsInput = {
  /** Let other users find this user and send connection requests. */
  allowFamilyConnections?: boolean | null | undefined;
  /** Show the postal address to other users. */
  showAddress?: boolean | null | undefined;
  /** Show the date of birth to other users. */
  showBirthday?: boolean | null | undefined;
  /** Show the email address to other users. */
  showEmail?: boolean | null | undefined;
  /** Show the phone number to other users. */
  showPhone?: boolean | null | undefined;
};

/** Relationship status a user may give on their profile. */
export type RelationshipStatus =
  /** Divorced. */
  | 'divorced'
  /** Married. */
  | 'married'
  /** In a partnership. */
  | 'partnered'
  /** Not in a relationship. */
  | 'single'
  /** Widowed. */
  | 'widowed';

/**
 * Profile fields to change. A field left out keeps its value; an optional text field sent as null or
 * blank is cleared. First and last name may not be blank.
 */
export type UpdateProfileInput = {
  /** Postal address (at most 300 characters). */
  address?: string | null | undefined;
  /** A few words about the user (at most 2,000 characters). */
  bio?: string | null | undefined;
  /** City the user lives in now (at most 100 characters). */
  currentCity?: string | null | undefined;
  /** Date of birth, not in the future. */
  dateOfBirth?: string | null | undefined;
  /** Given name (1–100 characters). */
  firstName?: string | null | undefined;
  /** Town the user grew up in (at most 100 characters). */
  hometown?: string | null | undefined;
  /** Interests; trimmed, blanks dropped, duplicates removed (at most 30 of 50 characters each). */
  interests?: Array<string> | null | undefined;
  /** Family name (1–100 characters). */
  lastName?: string | null | undefined;
  /** Where the user is, as shown to relatives (at most 100 characters). */
  location?: string | null | undefined;
  /** Occupation (at most 100 characters). */
  occupation?: string | null | undefined;
  /** Phone number (at most 40 characters). */
  phone?: string | null | undefined;
  /** Privacy settings to change. */
  privacySettings?: PrivacySettingsInput | null | undefined;
  /** A new profile photo: an image (JPEG, PNG, GIF or WebP) of at most 10 MB. */
  profileImage?: File | null | undefined;
  /** Relationship status. */
  relationshipStatus?: RelationshipStatus | null | undefined;
  /** Remove the current profile photo. */
  removeProfileImage?: boolean | null | undefined;
  /** Links to social profiles, by network name (an object of strings). */
  socialMedia?: unknown;
};

export type DashboardQueryVariables = Exact<{
  activityCount: number;
}>;


export type DashboardQuery = { me: { id: string, firstName: string | null, displayName: string } | null, familyStats: { memberCount: number, daysSinceJoined: number }, recentActivity: Array<{ id: string, kind: ActivityKind, summary: string, createdAt: string }> };

export type CompleteOnboardingMutationVariables = Exact<{
  input: CompleteOnboardingInput;
}>;


export type CompleteOnboardingMutation = { completeOnboarding: { id: string, firstName: string | null, lastName: string | null, displayName: string, dateOfBirth: string | null, bio: string | null, location: string | null, profileImageUrl: string | null, isOnboarded: boolean } };

export type ProfileFieldsFragment = { id: string, email: string, firstName: string | null, lastName: string | null, displayName: string, profileImageUrl: string | null, dateOfBirth: string | null, phone: string | null, address: string | null, bio: string | null, occupation: string | null, relationshipStatus: RelationshipStatus | null, hometown: string | null, currentCity: string | null, location: string | null, interests: Array<string>, socialMedia: unknown, privacySettings: { showEmail: boolean, showPhone: boolean, showAddress: boolean, showBirthday: boolean, allowFamilyConnections: boolean } };

export type ProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileQuery = { me: { id: string, email: string, firstName: string | null, lastName: string | null, displayName: string, profileImageUrl: string | null, dateOfBirth: string | null, phone: string | null, address: string | null, bio: string | null, occupation: string | null, relationshipStatus: RelationshipStatus | null, hometown: string | null, currentCity: string | null, location: string | null, interests: Array<string>, socialMedia: unknown, privacySettings: { showEmail: boolean, showPhone: boolean, showAddress: boolean, showBirthday: boolean, allowFamilyConnections: boolean } } | null };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string, email: string, firstName: string | null, lastName: string | null, displayName: string, profileImageUrl: string | null, dateOfBirth: string | null, phone: string | null, address: string | null, bio: string | null, occupation: string | null, relationshipStatus: RelationshipStatus | null, hometown: string | null, currentCity: string | null, location: string | null, interests: Array<string>, socialMedia: unknown, privacySettings: { showEmail: boolean, showPhone: boolean, showAddress: boolean, showBirthday: boolean, allowFamilyConnections: boolean } } };

export type AccessTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessTokensQuery = { accessTokens: Array<{ id: string, name: string, prefix: string, createdAt: string, lastUsedAt: string | null }> };

export type CreateAccessTokenMutationVariables = Exact<{
  name: string;
}>;


export type CreateAccessTokenMutation = { createAccessToken: { token: string, accessToken: { id: string, name: string, prefix: string, createdAt: string, lastUsedAt: string | null } } };

export type RevokeAccessTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeAccessTokenMutation = { revokeAccessToken: { id: string } };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { me: { id: string, email: string, firstName: string | null, lastName: string | null, displayName: string, profileImageUrl: string | null, isOnboarded: boolean } | null };

export const ProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"relationshipStatus"}},{"kind":"Field","name":{"kind":"Name","value":"hometown"}},{"kind":"Field","name":{"kind":"Name","value":"currentCity"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"interests"}},{"kind":"Field","name":{"kind":"Name","value":"socialMedia"}},{"kind":"Field","name":{"kind":"Name","value":"privacySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showEmail"}},{"kind":"Field","name":{"kind":"Name","value":"showPhone"}},{"kind":"Field","name":{"kind":"Name","value":"showAddress"}},{"kind":"Field","name":{"kind":"Name","value":"showBirthday"}},{"kind":"Field","name":{"kind":"Name","value":"allowFamilyConnections"}}]}}]}}]} as unknown as DocumentNode<ProfileFieldsFragment, unknown>;
export const DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activityCount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"familyStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"daysSinceJoined"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activityCount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const CompleteOnboardingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteOnboarding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteOnboardingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeOnboarding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isOnboarded"}}]}}]}}]} as unknown as DocumentNode<CompleteOnboardingMutation, CompleteOnboardingMutationVariables>;
export const ProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"relationshipStatus"}},{"kind":"Field","name":{"kind":"Name","value":"hometown"}},{"kind":"Field","name":{"kind":"Name","value":"currentCity"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"interests"}},{"kind":"Field","name":{"kind":"Name","value":"socialMedia"}},{"kind":"Field","name":{"kind":"Name","value":"privacySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showEmail"}},{"kind":"Field","name":{"kind":"Name","value":"showPhone"}},{"kind":"Field","name":{"kind":"Name","value":"showAddress"}},{"kind":"Field","name":{"kind":"Name","value":"showBirthday"}},{"kind":"Field","name":{"kind":"Name","value":"allowFamilyConnections"}}]}}]}}]} as unknown as DocumentNode<ProfileQuery, ProfileQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"relationshipStatus"}},{"kind":"Field","name":{"kind":"Name","value":"hometown"}},{"kind":"Field","name":{"kind":"Name","value":"currentCity"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"interests"}},{"kind":"Field","name":{"kind":"Name","value":"socialMedia"}},{"kind":"Field","name":{"kind":"Name","value":"privacySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showEmail"}},{"kind":"Field","name":{"kind":"Name","value":"showPhone"}},{"kind":"Field","name":{"kind":"Name","value":"showAddress"}},{"kind":"Field","name":{"kind":"Name","value":"showBirthday"}},{"kind":"Field","name":{"kind":"Name","value":"allowFamilyConnections"}}]}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const AccessTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]} as unknown as DocumentNode<AccessTokensQuery, AccessTokensQueryVariables>;
export const CreateAccessTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAccessToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAccessToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]}}]} as unknown as DocumentNode<CreateAccessTokenMutation, CreateAccessTokenMutationVariables>;
export const RevokeAccessTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeAccessToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeAccessToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RevokeAccessTokenMutation, RevokeAccessTokenMutationVariables>;
export const CurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isOnboarded"}}]}}]}}]} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;