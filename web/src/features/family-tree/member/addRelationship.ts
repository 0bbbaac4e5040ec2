import { graphql } from '../../../gql';

export const AddRelationshipDocument = graphql(`
  mutation AddRelationship($input: AddRelationshipInput!) {
    addRelationship(input: $input) {
      id
      kind
      fromId
      toId
      partnerKind
    }
  }
`);
