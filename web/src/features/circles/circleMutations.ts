import { graphql } from '../../gql';

export const CreateFamilyCircleDocument = graphql(`
  mutation CreateFamilyCircle($input: CreateCircleInput!) {
    createCircle(input: $input) {
      ...FamilyCircleCard
    }
  }
`);

export const UpdateFamilyCircleDocument = graphql(`
  mutation UpdateFamilyCircle($id: ID!, $input: UpdateCircleInput!) {
    updateCircle(id: $id, input: $input) {
      id
      name
      description
      isPrivate
    }
  }
`);

export const DeleteFamilyCircleDocument = graphql(`
  mutation DeleteFamilyCircle($id: ID!) {
    deleteCircle(id: $id)
  }
`);

export const LeaveFamilyCircleDocument = graphql(`
  mutation LeaveFamilyCircle($circleId: ID!) {
    leaveCircle(circleId: $circleId)
  }
`);

export const RequestToJoinFamilyCircleDocument = graphql(`
  mutation RequestToJoinFamilyCircle($circleId: ID!) {
    requestToJoinCircle(circleId: $circleId) {
      id
      viewerRequestedToJoin
      viewerCan {
        ...FamilyCirclePermissions
      }
    }
  }
`);

export const MarkFamilyCircleOpenedDocument = graphql(`
  mutation MarkFamilyCircleOpened($id: ID!) {
    markCircleOpened(id: $id) {
      id
      unreadCount
    }
  }
`);
