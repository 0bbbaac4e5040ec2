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
    birth {
      value
      text
    }
    death {
      value
      text
    }
    birthPlace
    deathPlace
    otherNames
    christening {
      date {
        value
        text
      }
      place
    }
    burial {
      date {
        value
        text
      }
      place
    }
    occupation
    profilePictureUrl
    bio
    gender
    isAlive
    isSelf
    isLiving
    detailsHidden
    treeId
    linkedUserId
    linkConfirmed
    mirrorsProfile
    linkedUser {
      id
      displayName
    }
    viewerCan {
      update
      rename
      relate
      delete
      link
    }
  }
`);
