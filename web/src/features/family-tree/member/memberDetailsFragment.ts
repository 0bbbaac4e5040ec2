import { graphql } from '../../../gql';

/** What the details panel shows of a member; read and returned after an edit alike. */
export const MemberDetailsFieldsFragment = graphql(`
  fragment MemberDetailsFields on FamilyMember {
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
`);
