import { graphql } from '../../../gql';

export const UpdateFamilyMemberDocument = graphql(`
  mutation UpdateFamilyMember($id: ID!, $input: UpdateFamilyMemberInput!) {
    updateFamilyMember(id: $id, input: $input) {
      ...MemberDetailsFields
    }
  }
`);
