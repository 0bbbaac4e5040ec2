import { graphql } from '../../../gql';

export const FamilyMemberDetailsDocument = graphql(`
  query FamilyMemberDetails($id: ID!) {
    familyMember(id: $id) {
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
