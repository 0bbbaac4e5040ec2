import { graphql } from '../../../gql';

export const ConnectionRequestsDocument = graphql(`
  query ConnectionRequests {
    connectionRequests {
      incoming {
        ...ConnectionRequestFields
      }
      outgoing {
        ...ConnectionRequestFields
      }
    }
  }

  fragment ConnectionRequestFields on ConnectionRequest {
    id
    relationshipType
    message
    status
    createdAt
    from {
      id
      displayName
      firstName
      lastName
      profileImageUrl
    }
    to {
      id
      displayName
      firstName
      lastName
      profileImageUrl
    }
  }
`);
