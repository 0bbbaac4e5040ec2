import { graphql } from '../../gql';

export const RevokeAccessTokenDocument = graphql(`
  mutation RevokeAccessToken($id: ID!) {
    revokeAccessToken(id: $id) {
      id
    }
  }
`);
