import { graphql } from '../../../gql';

export const RemoveRelationshipDocument = graphql(`
  mutation RemoveRelationship($id: ID!) {
    removeRelationship(id: $id)
  }
`);
