import { graphql } from '../../gql';

/** The viewer's trees, to choose whose people are listed. */
export const PeopleChoiceTreesDocument = graphql(`
  query PeopleChoiceTrees {
    trees {
      id
      name
    }
  }
`);

/** People of one tree whose name contains the search text, to tag. */
export const PeopleChoicesDocument = graphql(`
  query PeopleChoices($treeId: ID, $search: String, $first: Int!) {
    familyMembers(treeId: $treeId, search: $search, first: $first) {
      nodes {
        id
        fullName
      }
    }
  }
`);
