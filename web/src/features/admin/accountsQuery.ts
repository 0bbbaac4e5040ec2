import { graphql } from '../../gql';

export const AccountsDocument = graphql(`
  query Accounts($search: String, $first: Int) {
    accounts(search: $search, first: $first) {
      id
      displayName
      email
      role
      hasPassword
      passkeyCount
      createdAt
      disabled
      storageBytes
    }
  }
`);
