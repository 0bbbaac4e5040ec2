import { graphql } from '../../gql';

/** The window of the tree drawn on screen: people with their generation, and the edges between them. */
export const FamilyTreeDocument = graphql(`
  query FamilyTree($treeId: ID, $focusId: ID, $generationsUp: Int!, $generationsDown: Int!) {
    familyTree(treeId: $treeId, focusId: $focusId, generationsUp: $generationsUp, generationsDown: $generationsDown) {
      treeId
      focusId
      hasMoreAbove
      hasMoreBelow
      nodes {
        id
        generation
        firstName
        lastName
        dateOfBirth
        dateOfDeath
        birth {
          value
          earliest
        }
        death {
          value
        }
        gender
        isAlive
        isSelf
        isLiving
        detailsHidden
        profilePictureUrl
      }
      edges {
        id
        kind
        fromId
        toId
        partnerKind
      }
    }
  }
`);

/** The same window in columns, for a whole large tree: read after the near generations are drawn. */
export const FamilyTreeColumnsDocument = graphql(`
  query FamilyTreeColumns($treeId: ID, $focusId: ID, $generationsUp: Int!, $generationsDown: Int!) {
    familyTreeColumns(treeId: $treeId, focusId: $focusId, generationsUp: $generationsUp, generationsDown: $generationsDown) {
      treeId
      focusId
      size
      hasMoreAbove
      hasMoreBelow
      columns
    }
  }
`);
