import { graphql } from '../../../gql';

export const DeleteFamilyMemberDocument = graphql(`
  mutation DeleteFamilyMember($id: ID!) {
    deleteFamilyMember(id: $id)
  }
`);
