import { graphql } from '../../../gql';

export const CancelConnectionRequestDocument = graphql(`
  mutation CancelConnectionRequest($id: ID!) {
    cancelConnectionRequest(id: $id) {
      id
      status
    }
  }
`);
