import { graphql } from '../../../gql';

export const RespondToConnectionRequestDocument = graphql(`
  mutation RespondToConnectionRequest($id: ID!, $accept: Boolean!, $memberId: ID) {
    respondToConnectionRequest(id: $id, accept: $accept, memberId: $memberId) {
      id
      status
    }
  }
`);
