import { graphql } from '../../../gql';

export const RelationshipBetweenDocument = graphql(`
  query RelationshipBetween($fromId: ID!, $toId: ID!) {
    relationshipBetween(fromId: $fromId, toId: $toId) {
      description
      relation
      related
      path {
        via
        member {
          id
          firstName
          lastName
          fullName
          profilePictureUrl
          isSelf
        }
      }
    }
  }
`);
