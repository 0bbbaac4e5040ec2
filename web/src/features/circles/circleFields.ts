import { graphql } from '../../gql';

/** A person as circles show them: a name and an avatar. */
export const FamilyCirclePersonFragment = graphql(`
  fragment FamilyCirclePerson on PublicUser {
    id
    displayName
    firstName
    lastName
    profileImageUrl
  }
`);

/** Every permission at once, so each query of a circle leaves the same object in the cache. */
export const FamilyCirclePermissionsFragment = graphql(`
  fragment FamilyCirclePermissions on CirclePermissions {
    update
    delete
    manageMembers
    addMemories
    leave
    requestToJoin
  }
`);

/** A circle as its card shows it: the first three members' avatars stand for everyone. */
export const FamilyCircleCardFragment = graphql(`
  fragment FamilyCircleCard on Circle {
    id
    name
    description
    isPrivate
    memberCount
    unreadCount
    viewerRole
    viewerRequestedToJoin
    viewerCan {
      ...FamilyCirclePermissions
    }
    members(first: 3) {
      role
      user {
        ...FamilyCirclePerson
      }
    }
  }
`);

/** A circle as its own page shows it, with all its members (the owner first). */
export const FamilyCircleDetailsFragment = graphql(`
  fragment FamilyCircleDetails on Circle {
    id
    name
    description
    isPrivate
    memberCount
    memoryCount
    unreadCount
    viewerRole
    viewerRequestedToJoin
    createdAt
    viewerCan {
      ...FamilyCirclePermissions
    }
    members(first: 200) {
      role
      joinedAt
      user {
        ...FamilyCirclePerson
      }
    }
  }
`);
