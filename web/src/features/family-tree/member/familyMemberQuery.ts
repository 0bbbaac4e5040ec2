import { graphql } from '../../../gql';

export const FamilyMemberDetailsDocument = graphql(`
  query FamilyMemberDetails($id: ID!) {
    familyMember(id: $id) {
      ...MemberDetailsFields
    }
  }
`);
