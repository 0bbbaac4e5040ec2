import { graphql } from '../../gql';

export const PasskeyFieldsFragment = graphql(`
  fragment PasskeyFields on Passkey {
    id
    name
    createdAt
    lastUsedAt
  }
`);
