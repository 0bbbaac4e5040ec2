import { graphql } from '../gql';

/** Who is signed in, and the little the app shell needs to know about them. */
export const CurrentUserDocument = graphql(`
  query CurrentUser {
    me {
      id
      email
      firstName
      lastName
      displayName
      profileImageUrl
      isOnboarded
      role
      hasPassword
      language
    }
  }
`);
