import { graphql } from '../../../gql';

/** Members of the viewer's tree whose name contains the search text, for pickers. */
export const MemberOptionsDocument = graphql(`
  query MemberOptions($treeId: ID, $search: String, $first: Int!) {
    familyMembers(treeId: $treeId, search: $search, first: $first) {
      totalCount
      nodes {
        id
        fullName
        firstName
        lastName
        dateOfBirth
        profilePictureUrl
        isSelf
      }
    }
  }
`);
