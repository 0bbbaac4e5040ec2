import { graphql } from '../../gql';

export const SearchUsersDocument = graphql(`
  query SearchUsers($query: String!, $by: UserSearchField!, $first: Int!) {
    searchUsers(query: $query, by: $by, first: $first) {
      matchScore
      isConnected
      hasPendingRequest
      user {
        id
        displayName
        firstName
        lastName
        profileImageUrl
        email
        location
        bio
      }
    }
  }
`);
