import { graphql } from '../../../gql';

export const ConnectionSuggestionsDocument = graphql(`
  query ConnectionSuggestions($first: Int!, $offset: Int!) {
    connectionSuggestions(first: $first, offset: $offset) {
      hasMore
      nodes {
        reason
        relationshipType
        user {
          id
          displayName
          firstName
          lastName
          profileImageUrl
          location
        }
      }
    }
  }
`);
