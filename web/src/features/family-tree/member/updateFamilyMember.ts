import { graphql } from '../../../gql';

export const UpdateFamilyMemberDocument = graphql(`
  mutation UpdateFamilyMember($id: ID!, $input: UpdateFamilyMemberInput!) {
    updateFamilyMember(id: $id, input: $input) {
      id
      firstName
      lastName
      fullName
      dateOfBirth
      dateOfDeath
      profilePictureUrl
      bio
      gender
      isAlive
      isSelf
      linkedUserId
      viewerCan {
        update
        delete
      }
    }
  }
`);
