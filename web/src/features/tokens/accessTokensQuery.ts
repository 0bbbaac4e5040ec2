import { graphql } from '../../gql';

export const AccessTokensDocument = graphql(`
  query AccessTokens {
    accessTokens {
      id
      name
      prefix
      createdAt
      lastUsedAt
    }
  }
`);
