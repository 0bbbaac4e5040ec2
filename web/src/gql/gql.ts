/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Dashboard($activityCount: Int!) {\n    me {\n      id\n      firstName\n      displayName\n    }\n    familyStats {\n      memberCount\n      daysSinceJoined\n    }\n    recentActivity(first: $activityCount) {\n      id\n      kind\n      summary\n      createdAt\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  mutation CompleteOnboarding($input: CompleteOnboardingInput!) {\n    completeOnboarding(input: $input) {\n      id\n      firstName\n      lastName\n      displayName\n      dateOfBirth\n      bio\n      location\n      profileImageUrl\n      isOnboarded\n    }\n  }\n": typeof types.CompleteOnboardingDocument,
    "\n  fragment ProfileFields on User {\n    id\n    email\n    firstName\n    lastName\n    displayName\n    profileImageUrl\n    dateOfBirth\n    phone\n    address\n    bio\n    occupation\n    relationshipStatus\n    hometown\n    currentCity\n    location\n    interests\n    socialMedia\n    privacySettings {\n      showEmail\n      showPhone\n      showAddress\n      showBirthday\n      allowFamilyConnections\n    }\n  }\n": typeof types.ProfileFieldsFragmentDoc,
    "\n  query Profile {\n    me {\n      ...ProfileFields\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query AccessTokens {\n    accessTokens {\n      id\n      name\n      prefix\n      createdAt\n      lastUsedAt\n    }\n  }\n": typeof types.AccessTokensDocument,
    "\n  mutation CreateAccessToken($name: String!) {\n    createAccessToken(name: $name) {\n      token\n      accessToken {\n        id\n        name\n        prefix\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n": typeof types.CreateAccessTokenDocument,
    "\n  mutation RevokeAccessToken($id: ID!) {\n    revokeAccessToken(id: $id) {\n      id\n    }\n  }\n": typeof types.RevokeAccessTokenDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      email\n      firstName\n      lastName\n      displayName\n      profileImageUrl\n      isOnboarded\n    }\n  }\n": typeof types.CurrentUserDocument,
};
const documents: Documents = {
    "\n  query Dashboard($activityCount: Int!) {\n    me {\n      id\n      firstName\n      displayName\n    }\n    familyStats {\n      memberCount\n      daysSinceJoined\n    }\n    recentActivity(first: $activityCount) {\n      id\n      kind\n      summary\n      createdAt\n    }\n  }\n": types.DashboardDocument,
    "\n  mutation CompleteOnboarding($input: CompleteOnboardingInput!) {\n    completeOnboarding(input: $input) {\n      id\n      firstName\n      lastName\n      displayName\n      dateOfBirth\n      bio\n      location\n      profileImageUrl\n      isOnboarded\n    }\n  }\n": types.CompleteOnboardingDocument,
    "\n  fragment ProfileFields on User {\n    id\n    email\n    firstName\n    lastName\n    displayName\n    profileImageUrl\n    dateOfBirth\n    phone\n    address\n    bio\n    occupation\n    relationshipStatus\n    hometown\n    currentCity\n    location\n    interests\n    socialMedia\n    privacySettings {\n      showEmail\n      showPhone\n      showAddress\n      showBirthday\n      allowFamilyConnections\n    }\n  }\n": types.ProfileFieldsFragmentDoc,
    "\n  query Profile {\n    me {\n      ...ProfileFields\n    }\n  }\n": types.ProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query AccessTokens {\n    accessTokens {\n      id\n      name\n      prefix\n      createdAt\n      lastUsedAt\n    }\n  }\n": types.AccessTokensDocument,
    "\n  mutation CreateAccessToken($name: String!) {\n    createAccessToken(name: $name) {\n      token\n      accessToken {\n        id\n        name\n        prefix\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n": types.CreateAccessTokenDocument,
    "\n  mutation RevokeAccessToken($id: ID!) {\n    revokeAccessToken(id: $id) {\n      id\n    }\n  }\n": types.RevokeAccessTokenDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      email\n      firstName\n      lastName\n      displayName\n      profileImageUrl\n      isOnboarded\n    }\n  }\n": types.CurrentUserDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard($activityCount: Int!) {\n    me {\n      id\n      firstName\n      displayName\n    }\n    familyStats {\n      memberCount\n      daysSinceJoined\n    }\n    recentActivity(first: $activityCount) {\n      id\n      kind\n      summary\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query Dashboard($activityCount: Int!) {\n    me {\n      id\n      firstName\n      displayName\n    }\n    familyStats {\n      memberCount\n      daysSinceJoined\n    }\n    recentActivity(first: $activityCount) {\n      id\n      kind\n      summary\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteOnboarding($input: CompleteOnboardingInput!) {\n    completeOnboarding(input: $input) {\n      id\n      firstName\n      lastName\n      displayName\n      dateOfBirth\n      bio\n      location\n      profileImageUrl\n      isOnboarded\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteOnboarding($input: CompleteOnboardingInput!) {\n    completeOnboarding(input: $input) {\n      id\n      firstName\n      lastName\n      displayName\n      dateOfBirth\n      bio\n      location\n      profileImageUrl\n      isOnboarded\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileFields on User {\n    id\n    email\n    firstName\n    lastName\n    displayName\n    profileImageUrl\n    dateOfBirth\n    phone\n    address\n    bio\n    occupation\n    relationshipStatus\n    hometown\n    currentCity\n    location\n    interests\n    socialMedia\n    privacySettings {\n      showEmail\n      showPhone\n      showAddress\n      showBirthday\n      allowFamilyConnections\n    }\n  }\n"): (typeof documents)["\n  fragment ProfileFields on User {\n    id\n    email\n    firstName\n    lastName\n    displayName\n    profileImageUrl\n    dateOfBirth\n    phone\n    address\n    bio\n    occupation\n    relationshipStatus\n    hometown\n    currentCity\n    location\n    interests\n    socialMedia\n    privacySettings {\n      showEmail\n      showPhone\n      showAddress\n      showBirthday\n      allowFamilyConnections\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile {\n    me {\n      ...ProfileFields\n    }\n  }\n"): (typeof documents)["\n  query Profile {\n    me {\n      ...ProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessTokens {\n    accessTokens {\n      id\n      name\n      prefix\n      createdAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  query AccessTokens {\n    accessTokens {\n      id\n      name\n      prefix\n      createdAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAccessToken($name: String!) {\n    createAccessToken(name: $name) {\n      token\n      accessToken {\n        id\n        name\n        prefix\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAccessToken($name: String!) {\n    createAccessToken(name: $name) {\n      token\n      accessToken {\n        id\n        name\n        prefix\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeAccessToken($id: ID!) {\n    revokeAccessToken(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeAccessToken($id: ID!) {\n    revokeAccessToken(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      id\n      email\n      firstName\n      lastName\n      displayName\n      profileImageUrl\n      isOnboarded\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      id\n      email\n      firstName\n      lastName\n      displayName\n      profileImageUrl\n      isOnboarded\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;