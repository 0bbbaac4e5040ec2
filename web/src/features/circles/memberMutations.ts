import { graphql } from '../../gql';

export const AddFamilyCircleMembersDocument = graphql(`
  mutation AddFamilyCircleMembers($circleId: ID!, $userIds: [ID!]!) {
    addCircleMembers(circleId: $circleId, userIds: $userIds) {
      ...FamilyCircleDetails
    }
  }
`);

export const RemoveFamilyCircleMemberDocument = graphql(`
  mutation RemoveFamilyCircleMember($circleId: ID!, $userId: ID!) {
    removeCircleMember(circleId: $circleId, userId: $userId) {
      ...FamilyCircleDetails
    }
  }
`);

export const RespondToFamilyCircleJoinRequestDocument = graphql(`
  mutation RespondToFamilyCircleJoinRequest($id: ID!, $accept: Boolean!) {
    respondToCircleJoinRequest(id: $id, accept: $accept) {
      ...FamilyCircleDetails
    }
  }
`);
