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
