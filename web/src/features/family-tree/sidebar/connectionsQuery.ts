import { graphql } from '../../../gql';

export const ConnectionsDocument = graphql(`
  query Connections {
    connections {
      relationshipType
      connectedAt
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
`);
