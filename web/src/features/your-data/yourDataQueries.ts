import { graphql } from '../../gql';

export const AccountDeletionChoicesDocument = graphql(`
  query AccountDeletionChoices {
    myDataExportUrl
    accountDeletionChoices {
      tree {
        id
        name
      }
      candidates {
        id
        displayName
      }
    }
  }
`);

export const DeleteMyAccountDocument = graphql(`
  mutation DeleteMyAccount($input: DeleteMyAccountInput!) {
    deleteMyAccount(input: $input)
  }
`);
