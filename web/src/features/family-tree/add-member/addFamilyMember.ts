import { graphql } from '../../../gql';

export const AddFamilyMemberDocument = graphql(`
  mutation AddFamilyMember($input: AddFamilyMemberInput!) {
    addFamilyMember(input: $input) {
      member {
        id
        fullName
      }
      relationships {
        id
        kind
      }
    }
  }
`);
