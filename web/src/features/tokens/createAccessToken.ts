import { graphql } from '../../gql';

export const CreateAccessTokenDocument = graphql(`
  mutation CreateAccessToken($name: String!) {
    createAccessToken(name: $name) {
      token
      accessToken {
        id
        name
        prefix
        createdAt
        lastUsedAt
      }
    }
  }
`);
