import { graphql } from '../../gql';

/** Every profile field the profile screen shows and edits. */
export const ProfileFieldsDocument = graphql(`
  fragment ProfileFields on User {
    id
    email
    firstName
    lastName
    displayName
    profileImageUrl
    dateOfBirth
    phone
    address
    bio
    occupation
    relationshipStatus
    hometown
    currentCity
    location
    interests
    socialMedia
    privacySettings {
      showEmail
      showPhone
      showAddress
      showBirthday
      allowFamilyConnections
    }
  }
`);
